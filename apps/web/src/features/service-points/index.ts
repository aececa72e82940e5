/**
 * What the service points feature offers (issue 37, decision 071): the owner's section of Gerenciar Filas,
 * and the counter's picker of the point this device calls to, with the point it remembers.
 */
export { useDevicePoint } from './api/device-point';
export { PointPicker } from './components/PointPicker';
export { ServicePointsSection } from './components/ServicePointsSection';
