export {
  Counter,
  createLabelledHistogram,
  createMetrics,
  mayReadMetrics,
  type ServiceMetrics,
} from './metrics.ts';
export { createLogger, type Logger, logRequest, logWhenDone, type RequestNotes } from './request-log.ts';
