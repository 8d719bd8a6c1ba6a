import { PROJECT_TEXTS, type CurrentUser } from '@contracts';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { projectStatusLabel, useChangeProjectStatusMutation, type ProjectDetail } from '@/entities/project';
import { statusActionsFor } from '../model/statusActions';
import { ConfirmButton } from './ConfirmButton';

export function StatusActions({ project, viewer }: { project: ProjectDetail; viewer: CurrentUser }) {
  const [changeStatus] = useChangeProjectStatusMutation();
  const { toast } = useToast();
  const actions = statusActionsFor(viewer, project.status);
  if (actions.length === 0) return null;

  return (
    <div className="project-detail__status-actions">
      {actions.map((action) => (
        <ConfirmButton
          key={action.to}
          label={action.label}
          title={action.title}
          body={action.body}
          confirmLabel={action.label}
          danger={action.danger}
          primary={!action.danger}
          onConfirm={async () => {
            try {
              await changeStatus({ id: project.id, status: action.to }).unwrap();
              toast(PROJECT_TEXTS.statusChanged(projectStatusLabel(action.to)));
            } catch (error) {
              toast({
                title: PROJECT_TEXTS.statusChangeFailed.title,
                description: serverMessage(error) ?? PROJECT_TEXTS.statusChangeFailed.description,
                variant: 'destructive',
              });
            }
          }}
        />
      ))}
    </div>
  );
}
