import { z } from 'zod';

export const part = z.object({ id: z.number().int(), name: z.string(), category: z.string() });
export type Part = z.infer<typeof part>;

export const vehicleMake = z.object({
  id: z.number().int(),
  name: z.string(),
  modelName: z.string(),
  year: z.number().int(),
});
export type VehicleMake = z.infer<typeof vehicleMake>;
