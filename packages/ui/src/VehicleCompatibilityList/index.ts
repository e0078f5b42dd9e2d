export {
  type CompatibleVehicle,
  groupVehicles,
  VehicleCompatibilityList,
  type VehicleCompatibilityListProps,
  type VehicleMakeGroup,
} from './VehicleCompatibilityList';
