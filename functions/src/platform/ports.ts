import type { NextQuestion, NextQuestionInput, Sentiment } from '@steady/shared';

/** Identity provider: Cognito in production and locally (cognito-local). */
export interface Identity {
  /** Creates a confirmed user whose username is the E.164 phone number; returns the user's `sub`. */
  createUser(input: { phoneNumber: string; password: string; name: string }): Promise<{ userId: string }>;
  /** Removes a user (used to undo a registration that failed part-way). */
  deleteUser(phoneNumber: string): Promise<void>;
}

export interface EntryAnalysis {
  title: string;
  moodScore: number;
  sentiment: Sentiment;
  themes: string[];
}

/** AI (DESIGN.md section 6). The first slice needs entry analysis; the rest lands with the AI issue. */
export interface Ai {
  analyzeEntry(text: string): Promise<EntryAnalysis>;
  /** The check-in call's next question: one of `input.remaining`, worded after what the patient has said. */
  nextQuestion(input: NextQuestionInput): Promise<NextQuestion>;
}

export interface Clock {
  now(): Date;
}

export interface Ports {
  identity: Identity;
  ai: Ai;
  clock: Clock;
}
