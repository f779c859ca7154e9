import type { IncomingMessage, ServerResponse } from "node:http";

export type PageTexts = Map<string, { title: string; text: string; backHome: string }>;
export type UndecodablePathAnswer = { status: 400; headers: Record<string, string>; body: string };
export function isUndecodablePath(target: string | undefined): boolean;
export function isApiPath(target: string | undefined): boolean;
export function loadPageTexts(messagesDir: string): PageTexts;
export function undecodablePathAnswer(target: string | undefined, pageTexts?: PageTexts): UndecodablePathAnswer;
export function answerUndecodablePath(
  req: IncomingMessage,
  res: ServerResponse,
  pageTexts?: PageTexts,
): boolean;
