import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { PROJECT_MESSAGE_MAX_LENGTH } from '@contracts';
import { formatMessageTime, messageToSend } from '@/entities/project';
import './project-workspace.css';

export interface ChatEntry {
  id: number | string;
  senderName: string;
  senderOrganization?: string | null;
  content: string;
  createdAt: string;
  own: boolean;
  /** Shown under the viewer's own messages; undefined hides it. */
  isRead?: boolean;
}

interface ChatPaneProps {
  entries: ChatEntry[];
  /** Resolves true when the message went out, so the draft is cleared only then. */
  onSend: (content: string) => Promise<boolean>;
  sending?: boolean;
  empty?: string;
}

/**
 * The 500 px conversation pane (spec 001 §2 "Messages tab"): own messages on the right, the other side's
 * on the left, newest at the bottom. Enter sends, Shift+Enter starts a new line; blank drafts are ignored.
 */
export function ChatPane({ entries, onSend, sending = false, empty = 'No messages yet. Start the conversation below.' }: ChatPaneProps) {
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = entries.at(-1)?.id;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId]);

  const send = async () => {
    const content = messageToSend(draft);
    if (!content || sending) return;
    if (await onSend(content)) setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div className="chat">
      <div ref={logRef} className="chat__log" role="log" aria-live="polite" aria-label="Messages" tabIndex={0}>
        {entries.length === 0 ? (
          <p className="chat__empty">{empty}</p>
        ) : (
          <ol className="chat__list">
            {entries.map((entry) => (
              <li key={entry.id} className={`chat__message ${entry.own ? 'chat__message--own' : 'chat__message--other'}`}>
                <div className="chat__bubble">
                  <p className="chat__sender">
                    {entry.own ? 'You' : entry.senderName}
                    {!entry.own && entry.senderOrganization ? <span className="chat__org"> · {entry.senderOrganization}</span> : null}
                  </p>
                  <p className="chat__content">{entry.content}</p>
                  <p className="chat__meta">
                    <time dateTime={entry.createdAt}>{formatMessageTime(entry.createdAt)}</time>
                    {entry.own && entry.isRead !== undefined ? <span> · {entry.isRead ? 'Read' : 'Sent'}</span> : null}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
      <form className="chat__form" onSubmit={onSubmit}>
        <label htmlFor="chat-draft" className="visually-hidden">
          Type your message
        </label>
        <Input.TextArea
          id="chat-draft"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type your message..."
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={PROJECT_MESSAGE_MAX_LENGTH}
        />
        <Button type="primary" htmlType="submit" loading={sending}>
          Send
        </Button>
      </form>
    </div>
  );
}
