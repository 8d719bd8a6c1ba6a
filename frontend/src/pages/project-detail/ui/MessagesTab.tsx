import { Alert } from 'antd';
import { PROJECT_TEXTS, type CurrentUser } from '@contracts';
import { useToast } from '@/shared/ui';
import { MESSAGE_POLL_MS, isOwnMessage, useGetProjectMessagesQuery, useSendProjectMessageMutation } from '@/entities/project';
import { ChatPane, type ChatEntry } from '@/features/project-workspace';
import { useDocumentVisible } from '../model/useDocumentVisible';

/**
 * Messages (spec 001 §2): new messages arrive by polling every few seconds while the browser tab is
 * visible and this tab is open (the Tabs unmount hidden panes). Fetching marks the other side's messages
 * read on the server (D8).
 */
export function MessagesTab({ projectId, viewer }: { projectId: number; viewer: CurrentUser }) {
  const visible = useDocumentVisible();
  const { data, isError } = useGetProjectMessagesQuery(projectId, {
    pollingInterval: visible ? MESSAGE_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const [sendMessage, { isLoading }] = useSendProjectMessageMutation();
  const { toast } = useToast();

  const onSend = async (content: string) => {
    try {
      await sendMessage({ id: projectId, content }).unwrap();
      toast(PROJECT_TEXTS.messageSent);
      return true;
    } catch {
      toast({ ...PROJECT_TEXTS.messageFailed, variant: 'destructive' });
      return false;
    }
  };

  const entries: ChatEntry[] = (data ?? []).map((message) => {
    const own = isOwnMessage(message, viewer);
    return {
      id: message.id,
      senderName: message.sender.name,
      senderOrganization: message.sender.organization,
      content: message.content,
      createdAt: message.createdAt,
      own,
      isRead: own ? message.isRead : undefined,
    };
  });

  return (
    <section aria-labelledby="project-messages-heading">
      <h2 id="project-messages-heading" className="project-detail__tab-title">
        Messages
      </h2>
      {isError && !data ? <Alert type="error" showIcon title="Unable to load messages." description="Please try again shortly." /> : null}
      <ChatPane entries={entries} onSend={onSend} sending={isLoading} />
    </section>
  );
}
