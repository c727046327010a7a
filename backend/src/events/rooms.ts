/** The Socket.IO rooms a socket joins at its handshake (realtime.gateway.ts): who a push can be addressed to. */
export const rooms = {
  /** Every socket, visitors' and other sites' schedule widgets included. */
  public: 'public',
  user: (id: number) => `user:${id}`,
  role: (role: string) => `role:${role}`,
  /** Members of the programme committee. */
  reviewers: 'reviewers',
};
