import { int, z } from '../zod.js';

export const part = z.object({ id: int(), name: z.string(), category: z.string() });
export type Part = z.infer<typeof part>;

export const vehicleMake = z.object({
  id: int(),
  name: z.string(),
  modelName: z.string(),
  year: int(),
});
export type VehicleMake = z.infer<typeof vehicleMake>;
