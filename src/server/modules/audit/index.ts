// The audit module's public surface: other modules import only from here.
export {
  type AuditActor,
  type AuditFields,
  type AuditRecord,
  recordAudit,
} from './service.js';
