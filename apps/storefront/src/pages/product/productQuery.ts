/** The product detail query's key, shared by the page and the reviews that update it in place. */
export const productQueryKey = (id: number) => ['product', id] as const;
