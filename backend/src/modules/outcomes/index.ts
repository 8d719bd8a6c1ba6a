export { OutcomesModule } from './outcomes.module';
export { OutcomeEventsService } from './application/outcome-events.service';
export type { ProfileViewer } from './application/outcome-events.service';
