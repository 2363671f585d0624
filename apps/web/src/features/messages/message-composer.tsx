import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageBody, messageTextProblem, type MessageTextProblem } from '@vitrina/contract/message-rules';
import { MAX_MESSAGE_LENGTH } from '@vitrina/contract/messages-limits';
import { SendIcon } from '@/components/ui/content-icons.tsx';
import { errorText } from '@/i18n/error-text.ts';

/** The count shows this close to the limit. */
const COUNT_FROM = MAX_MESSAGE_LENGTH - 200;

/**
 * Writing a message (spec §4, §5): Enter sends, Shift + Enter makes a new line; the text's rules are the
 * server's own (message-rules.ts), so a text it would refuse is explained here before it is sent. The
 * field takes focus whenever another conversation is opened (`focusKey`), except on a phone, where the
 * keyboard would cover the conversation (`focusHeading` is called instead).
 */
export function MessageComposer({
  recipientName,
  onSend,
  focusKey,
  focusHeading,
}: {
  recipientName: string;
  onSend: (text: string) => void;
  focusKey: string;
  focusHeading: () => void;
}) {
  const { t } = useTranslation('messages');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<MessageTextProblem | null>(null);
  const length = messageBody(text).length;

  const focusHeadingRef = useRef(focusHeading);
  useEffect(() => {
    focusHeadingRef.current = focusHeading;
  });
  useEffect(() => {
    const isPhone = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 768px)').matches;
    if (isPhone) focusHeadingRef.current();
    else field.current?.focus();
  }, [focusKey]);

  const submit = () => {
    const found = messageTextProblem(text);
    if (found === 'message_empty') return;
    if (found) {
      setProblem(found);
      return;
    }
    onSend(messageBody(text));
    setText('');
    setProblem(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <form
      className="composer-bar"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('composer.label', { name: recipientName })}
      </label>
      <div className="composer-bar__row">
        <textarea
          ref={field}
          id={id}
          className="composer-bar__field"
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-describedby={describedBy}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem && messageTextProblem(event.target.value) !== problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="composer-bar__send" aria-label={t('composer.send')} disabled={length === 0}>
          <SendIcon size={20} />
        </button>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {t('composer.hint')}
      </p>
      {length > COUNT_FROM && (
        <p className={`composer-bar__count${length > MAX_MESSAGE_LENGTH ? ' composer-bar__count--over' : ''}`}>
          {t('composer.count', { count: length, max: MAX_MESSAGE_LENGTH })}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="composer-bar__error" role="alert">
          {errorText(problem)}
        </p>
      )}
    </form>
  );
}
