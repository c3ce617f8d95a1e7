export {
  Counter,
  createLabelledHistogram,
  createMetrics,
  mayReadMetrics,
  type ServiceMetrics,
} from './metrics.ts';
export { createLogger, type Logger, logWhenDone, type RequestNotes } from './request-log.ts';
