// Types of page-logic.js, which stays plain JavaScript because the browser loads it as it is.
import type { AgentStatus } from '../control/contract.ts';
import type { Language, TextKey } from './texts.ts';

export function localDigits(text: string, language: Language): string;
export function formatDuration(seconds: number, language?: Language): string;
export function totalSecondsNow(input: {
  todaySeconds: number;
  running: boolean;
  fetchedAtMs: number;
  nowMs: number;
}): number;
export function fillText(template: string, values?: Record<string, string | number>): string;
export function idleMinutes(seconds: number): number;
export function pickLanguage(input: { chosen: unknown; fromStatus: unknown }): Language;
export function formatMoment(iso: string, language: Language, nowMs: number): string;
export function readAnswer(input: {
  httpStatus: number;
  body: unknown;
}): { ok: true; status: AgentStatus } | { ok: false; message: string } | { ok: false; messageKey: TextKey };
export function statusChanges(
  previous: AgentStatus | null,
  next: AgentStatus,
): { key: TextKey; values: Record<string, string | number> }[];
