/** The Socket.IO rooms a socket joins at its handshake (realtime.gateway.ts): who a push can be addressed to. */
export const rooms = {
  /** Every socket, visitors' and other sites' schedule widgets included. */
  public: 'public',
  user: (id: number) => `user:${id}`,
  role: (role: string) => `role:${role}`,
  /** Members of the programme committee. */
  reviewers: 'reviewers',
  /** Door helpers (users.can_check_in, not organisers: those are in the admin role's room): the live count of arrivals. */
  doors: 'doors',
  /** Pages open on a session's questions (any socket may join, questions.join): what every attendee may see of them. */
  questions: (sessionId: number) => `questions:${sessionId}`,
  /** The session's moderators' sockets (joined only once the gateway checked): pending and hidden questions too. */
  questionModerators: (sessionId: number) => `questions-mod:${sessionId}`,
};
