/** A route parameter that must be a database id: the positive safe integer it spells, else null (a 404 screen). */
export const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
