// Answering controls, shared by a member's workspace and an outside respondent's page: the status
// picker, evidence links, save status, the autosave queue and the fields of an answer.
export { answerConflictOf } from './answer-conflict.ts';
export { fieldsOf, orderedControls } from './answer-fields.ts';
export { answerStatusLabels } from './answer-status-labels.ts';
export {
  AutosaveQueue,
  type AutosaveOptions,
  type Conflict,
  type SaveOutcome,
  type SaveState,
} from './autosave-queue.ts';
export { EvidenceLinks } from './evidence-links.tsx';
export { SaveStatus } from './save-status.tsx';
export { StatusPicker } from './status-picker.tsx';
export { useSlices } from './use-slices.ts';
