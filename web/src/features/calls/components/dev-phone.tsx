import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LayoutDashboard, Mic, MicOff, Phone, PhoneIncoming, PhoneOff, Send, Smartphone, Volume2 } from 'lucide-react';
import type { DevPhoneEvent } from '@steady/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, fieldA11y } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatPhoneForDisplay } from '@/lib/format';
import { answerDevCall, declineDevCall, hangUpDevCall, sendDevSpeech, useDevPhoneEvents, type DevPhoneConnection } from '../api/dev-phone';
import { speak, speechRecognitionConstructor, stopSpeaking, type Recognition } from '../lib/speech';

export interface Line {
  id: number;
  who: 'steady' | 'you';
  text: string;
}

export type Phase =
  | { name: 'idle' }
  | { name: 'ringing'; callId: string; from: string }
  | { name: 'in-call'; callId: string }
  | { name: 'ended'; callId: string; reason: string };

export interface PhoneState {
  phase: Phase;
  lines: Line[];
  /** The call is waiting for an answer until `deadline` (ms since epoch). */
  listening: { callId: string; deadline: number; seconds: number } | null;
}

type Action =
  { type: 'event'; event: DevPhoneEvent; now: number } | { type: 'answered'; callId: string } | { type: 'sent'; text: string } | { type: 'timed-out' };

let lineId = 0;

export const initialPhoneState: PhoneState = { phase: { name: 'idle' }, lines: [], listening: null };

const currentCallId = (phase: Phase): string | null => (phase.name === 'idle' ? null : phase.callId);

/** The dev phone as a state machine over the simulator's events (DevPhoneEvent). */
export function phoneReducer(state: PhoneState, action: Action): PhoneState {
  switch (action.type) {
    case 'event': {
      const e = action.event;
      const active = state.phase.name === 'ringing' || state.phase.name === 'in-call';
      if (e.type === 'ring') {
        // A second call while one is active is not shown (a phone has one line).
        if (active && currentCallId(state.phase) !== e.callId) return state;
        return { phase: { name: 'ringing', callId: e.callId, from: e.from }, lines: [], listening: null };
      }
      // Events of another call than the one on screen are ignored.
      if (currentCallId(state.phase) !== e.callId) return state;
      if (e.type === 'say') {
        return { ...state, phase: { name: 'in-call', callId: e.callId }, lines: [...state.lines, { id: ++lineId, who: 'steady', text: e.text }] };
      }
      if (e.type === 'listen') {
        if (state.phase.name === 'ended') return state;
        return {
          ...state,
          phase: { name: 'in-call', callId: e.callId },
          listening: { callId: e.callId, seconds: e.timeoutSeconds, deadline: action.now + e.timeoutSeconds * 1000 },
        };
      }
      // The first reason wins: after Decline or Hang up the simulator still reports how the call ended.
      if (state.phase.name === 'ended') return state;
      return { ...state, phase: { name: 'ended', callId: e.callId, reason: e.reason }, listening: null };
    }
    case 'answered':
      return state.phase.name === 'ringing' && state.phase.callId === action.callId ? { ...state, phase: { name: 'in-call', callId: action.callId } } : state;
    case 'sent':
      return { ...state, lines: [...state.lines, { id: ++lineId, who: 'you', text: action.text }], listening: null };
    case 'timed-out':
      return { ...state, listening: null };
  }
}

/** Friendly words for the simulator's end reasons; anything else is shown as sent. */
export function endedText(reason: string): string {
  switch (reason) {
    case 'completed':
      return 'The call is complete. Thank you for checking in.';
    case 'declined':
      return 'You declined the call.';
    case 'hung-up':
      return 'You hung up.';
    case 'no-answer':
      return 'The call was not answered in time.';
    case 'busy':
      return 'The line was busy.';
    case 'failed':
      return 'The call failed.';
    case 'canceled':
      return 'The call was cancelled.';
    case 'time-limit':
    case 'timeout':
      return 'The call reached its time limit.';
    case 'transferred-988':
      return 'You were connected to the 988 Suicide & Crisis Lifeline. In local mode no real call is placed: on a real phone, a counselor would answer now.';
    default:
      return `The call ended (${reason}).`;
  }
}

function useSecondsLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (deadline === null) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

const CONNECTION_TEXT: Record<DevPhoneConnection, string> = {
  connecting: 'Connecting to the phone simulator…',
  connected: 'Connected: waiting for a call',
  lost: 'Not connected. Reload the page to try again.',
};

/** Answer form: type, or speak with the browser's speech recognition (when it has one). */
function AnswerForm({ callId, seconds, secondsLeft, onSent }: { callId: string; seconds: number; secondsLeft: number; onSent: (text: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [hearing, setHearing] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const Recognizer = speechRecognitionConstructor();

  useEffect(() => {
    textarea.current?.focus();
    return () => recognition.current?.abort();
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const answer = text.trim();
    if (!answer) {
      setError('Say something first');
      textarea.current?.focus();
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await sendDevSpeech(callId, answer);
      onSent(answer);
    } catch (e) {
      setError(errorMessage(e, 'Your answer could not be sent.'));
      setSending(false);
    }
  };

  const listen = () => {
    if (!Recognizer) return;
    if (hearing) {
      recognition.current?.stop();
      return;
    }
    stopSpeaking();
    const r = new Recognizer();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = true;
    r.onresult = (event) => {
      let heard = '';
      for (let i = 0; i < event.results.length; i++) heard += event.results[i]![0].transcript;
      setText(heard);
      setError(undefined);
    };
    r.onerror = (event) => {
      console.warn('Dev phone: speech recognition error', event.error);
      if (event.error === 'not-allowed' || event.error === 'service-not-allowed')
        setError('The browser did not allow the microphone. Type your answer instead.');
    };
    r.onend = () => {
      setHearing(false);
      recognition.current = null;
      textarea.current?.focus();
    };
    recognition.current = r;
    setHearing(true);
    try {
      r.start();
    } catch {
      setHearing(false);
    }
  };

  const timeUp = secondsLeft <= 0;
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3" noValidate aria-label="Your answer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">Steady is listening: answer now.</p>
        <Badge tone={secondsLeft <= 5 ? 'orange' : 'teal'} data-testid="countdown" className="tabular-nums" title={`${seconds} seconds to answer`}>
          {timeUp ? 'Time is up' : `${secondsLeft}s left`}
        </Badge>
      </div>
      <Field
        id="dev-phone-answer"
        label="Your answer"
        error={error}
        hint={Recognizer ? 'Type, or press Speak and talk; check the words, then Send.' : undefined}
      >
        <Textarea
          ref={textarea}
          {...fieldA11y('dev-phone-answer', error, Boolean(Recognizer))}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) void submit();
          }}
          maxLength={2000}
          className="min-h-24"
          disabled={sending || timeUp}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending || timeUp}>
          {sending ? <Spinner /> : <Send aria-hidden="true" />}
          {sending ? 'Sending...' : 'Send'}
        </Button>
        {Recognizer ? (
          <Button type="button" variant="outline" onClick={listen} disabled={sending || timeUp} aria-pressed={hearing}>
            {hearing ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {hearing ? 'Stop listening' : 'Speak'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The dev phone (local mode): rings when the phone simulator calls this user; Answer / Decline; shows
 * and speaks each line the call says; answers by typing or speech recognition within the time given.
 */
export function DevPhone() {
  const [state, dispatch] = useReducer(phoneReducer, initialPhoneState);
  const [voice, setVoice] = useState(true);
  const [busy, setBusy] = useState<'answer' | 'decline' | 'hangup' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const voiceRef = useRef(voice);
  useEffect(() => {
    voiceRef.current = voice;
  }, [voice]);
  const answerButton = useRef<HTMLButtonElement>(null);
  const endedHeading = useRef<HTMLHeadingElement>(null);

  const onEvent = useCallback((event: DevPhoneEvent) => {
    if (event.type === 'say' && voiceRef.current) speak(event.text);
    if (event.type === 'ended') stopSpeaking();
    dispatch({ type: 'event', event, now: Date.now() });
  }, []);
  const connection = useDevPhoneEvents(onEvent, true);

  useEffect(() => () => stopSpeaking(), []);

  const ringingId = state.phase.name === 'ringing' ? state.phase.callId : null;
  useEffect(() => {
    if (ringingId) {
      setActionError(null);
      answerButton.current?.focus();
    }
  }, [ringingId]);

  // When the call ends, keyboard and screen-reader users land on how it ended.
  const endedId = state.phase.name === 'ended' ? state.phase.callId : null;
  useEffect(() => {
    if (endedId) endedHeading.current?.focus();
  }, [endedId]);

  const secondsLeft = useSecondsLeft(state.listening?.deadline ?? null);
  useEffect(() => {
    if (secondsLeft === 0) {
      const t = setTimeout(() => dispatch({ type: 'timed-out' }), 1500);
      return () => clearTimeout(t);
    }
  }, [secondsLeft]);

  const act = async (kind: 'answer' | 'decline' | 'hangup', callId: string) => {
    setBusy(kind);
    setActionError(null);
    try {
      if (kind === 'answer') {
        await answerDevCall(callId);
        dispatch({ type: 'answered', callId });
      } else if (kind === 'decline') {
        await declineDevCall(callId);
        dispatch({ type: 'event', event: { type: 'ended', callId, reason: 'declined' }, now: Date.now() });
      } else {
        stopSpeaking();
        await hangUpDevCall(callId);
        dispatch({ type: 'event', event: { type: 'ended', callId, reason: 'hung-up' }, now: Date.now() });
      }
    } catch (e) {
      const what = kind === 'answer' ? 'answered' : kind === 'decline' ? 'declined' : 'hung up';
      setActionError(errorMessage(e, `The call could not be ${what}.`));
    } finally {
      setBusy(null);
    }
  };

  const phase = state.phase;
  const showConversation = phase.name === 'in-call' || (phase.name === 'ended' && state.lines.length > 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid content-start gap-6">
        {phase.name === 'idle' ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <Smartphone className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">No call right now</h2>
            <p className="max-w-md text-muted-foreground">
              Keep this page open. When a check-in call is placed (press Start Check-in Now on the dashboard, or wait for your call time), it rings here.
            </p>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
          </Card>
        ) : null}

        {phase.name === 'ringing' ? (
          <Card asChild className="border-primary/60 bg-primary/5">
            <section aria-labelledby="incoming-heading" data-testid="incoming-call">
              <CardHeader>
                <CardTitle id="incoming-heading">
                  <PhoneIncoming aria-hidden="true" className="animate-pulse text-primary motion-reduce:animate-none" />
                  Incoming call
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <p>
                  Steady is calling from <span className="font-medium tabular-nums">{formatPhoneForDisplay(phase.from)}</span>.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button ref={answerButton} onClick={() => void act('answer', phase.callId)} disabled={busy !== null}>
                    {busy === 'answer' ? <Spinner /> : <Phone aria-hidden="true" />}
                    {busy === 'answer' ? 'Answering...' : 'Answer'}
                  </Button>
                  <Button variant="destructive" onClick={() => void act('decline', phase.callId)} disabled={busy !== null}>
                    <PhoneOff aria-hidden="true" />
                    Decline
                  </Button>
                </div>
              </CardContent>
            </section>
          </Card>
        ) : null}

        {actionError ? (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm font-medium text-destructive">
            {actionError}
          </p>
        ) : null}

        {showConversation ? (
          <Card asChild>
            <section aria-labelledby="conversation-heading">
              <CardHeader>
                <CardTitle id="conversation-heading">
                  <Phone aria-hidden="true" className="text-primary" />
                  {phase.name === 'in-call' ? 'On the call' : 'The conversation'}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <div role="log" aria-live="polite" aria-label="What was said" data-testid="call-lines">
                  <ol className="grid gap-3">
                    {state.lines.map((line) => (
                      <li
                        key={line.id}
                        className={
                          line.who === 'steady'
                            ? 'max-w-[85%] justify-self-start rounded-lg bg-muted px-3 py-2'
                            : 'max-w-[85%] justify-self-end rounded-lg bg-primary px-3 py-2 text-primary-foreground'
                        }
                      >
                        <span className="sr-only">{line.who === 'steady' ? 'Steady said: ' : 'You said: '}</span>
                        {line.text}
                      </li>
                    ))}
                  </ol>
                </div>
                {phase.name === 'in-call' && state.listening && secondsLeft !== null ? (
                  <AnswerForm
                    key={state.listening.deadline}
                    callId={phase.callId}
                    seconds={state.listening.seconds}
                    secondsLeft={secondsLeft}
                    onSent={(text) => dispatch({ type: 'sent', text })}
                  />
                ) : phase.name === 'in-call' ? (
                  <p className="text-sm text-muted-foreground">Listen to Steady; you can answer when it asks.</p>
                ) : null}
                {phase.name === 'in-call' ? (
                  <Button variant="outline" className="w-fit" onClick={() => void act('hangup', phase.callId)} disabled={busy !== null}>
                    <PhoneOff aria-hidden="true" />
                    {busy === 'hangup' ? 'Hanging up...' : 'Hang up'}
                  </Button>
                ) : null}
              </CardContent>
            </section>
          </Card>
        ) : null}

        {phase.name === 'ended' ? (
          <Card role="status" className="grid justify-items-start gap-3 p-6" data-testid="call-ended">
            <h2 ref={endedHeading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
              <PhoneOff aria-hidden="true" className="size-5 text-muted-foreground" />
              Call ended
            </h2>
            <p>{endedText(phase.reason)}</p>
            {phase.reason === 'completed' ? <p className="font-medium">Your journal entry will appear on the dashboard in a few seconds.</p> : null}
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                Back to Dashboard
              </Link>
            </Button>
          </Card>
        ) : null}
      </div>

      <Card className="grid content-start gap-4 p-4 sm:p-6">
        <h2 className="text-base font-semibold">Phone</h2>
        <p className="flex items-center gap-2 text-sm" role="status" data-testid="phone-connection">
          <span
            aria-hidden="true"
            className={
              connection === 'connected'
                ? 'size-2.5 rounded-full bg-tone-green'
                : connection === 'lost'
                  ? 'size-2.5 rounded-full bg-tone-red'
                  : 'size-2.5 rounded-full bg-tone-yellow'
            }
          />
          {connection === 'connected' && (phase.name === 'ringing' || phase.name === 'in-call') ? 'Connected' : CONNECTION_TEXT[connection]}
        </p>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor="dev-phone-voice" className="flex items-center gap-2 text-sm font-medium">
            <Volume2 aria-hidden="true" className="size-4" />
            Read the questions aloud
          </label>
          <Switch
            id="dev-phone-voice"
            checked={voice}
            onCheckedChange={(on) => {
              setVoice(on);
              if (!on) stopSpeaking();
            }}
          />
        </div>
        <p className="text-sm text-muted-foreground">
          This page plays the phone in local mode: the call is the same conversation a patient has on a real phone, and it becomes a journal entry.
        </p>
      </Card>
    </div>
  );
}
