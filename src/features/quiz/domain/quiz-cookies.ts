/** Cookie names the quiz reads and writes (spec section 3). */
export const proxyUserIdCookie = "proxy_user_id";
export const returnUrlCookie = "returnURL";
/** The server-issued, HttpOnly token that keys the visitor's quiz sessions (docs/quiz.md). */
export const quizSessionCookie = "quiz_session";
export const quizSessionMaxAge = 30 * 24 * 60 * 60;
/** proxy_user_id lives 365 days; returnURL uses the default cookie lifetime (path /, 1 day). */
export const proxyUserIdMaxAge = 365 * 24 * 60 * 60;
export const returnUrlMaxAge = 24 * 60 * 60;
/** The query parameter carrying a rejected answer's error code back to the step. */
export const answerErrorParam = "qe";
/** The query parameter of the number steps' unit switch (works without JavaScript). */
export const unitParam = "unit";

/**
 * The hidden form field in which a prerendered step's form carries its address's query (the
 * page itself cannot know it); `$` fields are never part of the answer.
 */
export const addressQueryFieldName = "$query";
/** Where the browser keeps a copy of the answers (localStorage key prefix). */
export const browserAnswersKey = "platewise.quiz.";
