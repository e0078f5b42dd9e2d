export { DeliveryEstimate, type DeliveryEstimateProps } from './DeliveryEstimate';
export { DeliveryZoneSelect, type DeliveryZoneSelectProps } from './DeliveryZoneSelect';
export { useZoneLabel } from './useZoneLabel';
