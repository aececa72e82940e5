/** The plan screens, loaded together as one lazy chunk by AppRoutes (they link to one another). */
export { PlanDetailPage } from './components/PlanDetailPage';
export { PlanPaymentPage } from './components/PlanPaymentPage';
export { PlansPage } from './components/PlansPage';
