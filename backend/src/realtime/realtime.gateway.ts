// Pushes domain events to browsers. Sockets authenticate with the access token in the handshake (auth.token);
// anonymous sockets are welcome and receive public events. Each signed-in socket joins its user and role rooms, and
// lasts as long as its access token: the page hands it each renewed token (auth.renew), or the server closes it.
// Pages of other sites (the schedule widget) connect too, always as visitors (handshake-origin.ts).
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { WebSocketGateway, WebSocketServer, type OnGatewayConnection, type OnGatewayDisconnect, type OnGatewayInit } from '@nestjs/websockets';
import type { IncomingHttpHeaders } from 'node:http';
import type { Server, Socket } from 'socket.io';
import type { Role } from '../views/auth-user.view.js';
import { AuthService } from '../auth/auth.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { DomainEvents, type DomainEventMap } from '../events/domain-events.js';
import { rooms } from '../events/rooms.js';
import { PUSHES } from '../events/pushes.js';
import { PrismaService } from '../prisma/database.js';
import { PublicReadModel } from '../public-read-model/public-read-model.service.js';
import { Metrics } from '../metrics/metrics.js';
import type { ClientEventMap, ServerEventMap } from './client-events.js';
import { mayActForUser } from './handshake-origin.js';
import { broadcastPresence, isPresenceArea, presenceRoom, type SocketData } from './presence.js';
import { joinQuestions, leaveQuestions, recheckModeration } from './question-rooms.js';

type AccessChange = DomainEventMap['access.changed'];
/** What replicas tell each other (through the Redis adapter): a user's access changed on the replica that saw it. */
interface ReplicaEvents {
  'access.changed': (change: AccessChange) => void;
}
type ClientServer = Server<ServerEventMap, ClientEventMap, ReplicaEvents, SocketData>;
type ClientSocket = Socket<ServerEventMap, ClientEventMap, ReplicaEvents, SocketData>;

/** The HTTP request a connection began with: a WebSocket's carries the ws socket (engine.io's `req.websocket`). */
interface UpgradeRequest {
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  websocket?: unknown;
}

/** The Engine.IO connection under a socket: whether it came from a page of this site (afterInit). */
interface EngineConnection {
  fromThisSite?: boolean;
}

const PRESENCE_MESSAGES = ['presence.join', 'presence.editing', 'presence.leave'] as const;
const refuse = (_body: unknown, ack?: (reply: { ok: boolean }) => void) => ack?.({ ok: false });

// No CORS headers: long polling stays this site's own. Browsers do not apply CORS to WebSocket, which the widget on
// other sites uses; those connections are visitors' (mayActForUser).
@WebSocketGateway({ cors: { origin: false } })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() server: ClientServer;
  private readonly logger = new Logger('Realtime');
  private readonly unsubscribers: (() => void)[] = [];
  private replicated = false;
  /** Signed-in sockets on this replica: when each one's access token expires, the server closes it. */
  private readonly expiries = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly auth: AuthService,
    private readonly events: DomainEvents,
    private readonly publicModel: PublicReadModel,
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    // Every page may follow sessions' questions. One listener for all sockets (the socket is `this` when called), not
    // a closure per socket: thousands of idle sockets keep nothing of their own for it.
    const gateway = this as RealtimeGateway;
    const reply = (work: Promise<{ ok: boolean }>, ack?: (reply: { ok: boolean }) => void) =>
      work.then((result) => ack?.(result)).catch((error: Error) => gateway.logger.warn(`Questions message failed: ${error.message}`));
    this.onQuestionsJoin = function (this: ClientSocket, body, ack) {
      void reply(joinQuestions(gateway.prisma, this, body), ack);
    };
    this.onQuestionsLeave = function (this: ClientSocket, body, ack) {
      void reply(leaveQuestions(this, body), ack);
    };
  }

  private readonly onQuestionsJoin: ServerEventMap['questions.join'];
  private readonly onQuestionsLeave: ServerEventMap['questions.leave'];

  onModuleInit() {
    // Each pushed domain event goes to the rooms its catalog entry names, as the client payload it makes.
    // (Their payloads were typed by their entries: the server is used untyped here.)
    for (const { event, as, to, send } of PUSHES) {
      this.unsubscribers.push(
        this.events.on(event, (payload) => {
          const audience = to(payload);
          // An empty list of rooms would be a broadcast to every socket.
          if (audience.length === 0 || !this.server) return;
          (this.server as unknown as Server).to(audience).emit(as, send(payload));
          // With the request id of the change (request-context.ts), so the push is found with the request.
          this.logger.log(`Pushed ${as} to ${audience.join(', ')}`);
        }),
      );
    }
    this.unsubscribers.push(
      this.events.on('access.changed', (change) => {
        void this.followAccess(change);
        if (this.replicated) this.server?.serverSideEmit('access.changed', change);
      }),
    );
  }

  /**
   * The user's sockets on this replica follow what they may do now: a deactivated or deleted account, or an ended
   * sign-in, is disconnected; a new role moves the socket between role rooms (an admin no longer is one leaves
   * presence) and says hello again with the new role.
   */
  async followAccess({ userId, sid, signedOut }: AccessChange) {
    try {
      const sockets = await this.server.in(rooms.user(userId)).local.fetchSockets();
      if (sockets.length === 0) return;
      const user = await this.auth.activeUser(userId);
      for (const remote of sockets) {
        const socket = this.server.sockets.sockets.get(remote.id);
        const data = socket?.data.user;
        if (!socket || !data) continue;
        if (!user || signedOut || (sid !== undefined && socket.data.sid === sid)) {
          socket.disconnect(true);
          continue;
        }
        if (user.role !== 'admin' && (await this.auth.isDoorHelper(user.id))) await socket.join(rooms.doors);
        else socket.leave(rooms.doors);
        if (data.reviewer !== user.is_reviewer) {
          if (user.is_reviewer) await socket.join(rooms.reviewers);
          else socket.leave(rooms.reviewers);
          socket.data.user = { ...data, reviewer: user.is_reviewer };
        }
        if (data.role === user.role) continue;
        socket.leave(rooms.role(data.role as Role));
        await socket.join(rooms.role(user.role));
        socket.data.user = { ...socket.data.user!, role: user.role };
        await recheckModeration(this.prisma, socket);
        if (socket.data.presence && user.role !== 'admin') await this.leave(socket);
        for (const name of PRESENCE_MESSAGES) socket.removeAllListeners(name);
        this.listenAs(socket, user.role);
        socket.emit('hello', { user: { id: user.id, role: user.role }, version: this.publicModel.version });
      }
    } catch (error) {
      this.logger.warn(`Sockets of user ${userId} could not follow an access change: ${(error as Error).message}`);
    }
  }

  async handleConnection(socket: ClientSocket) {
    const identity = (socket.conn as EngineConnection).fromThisSite ? await this.auth.identify(socket.handshake.auth?.token) : null;
    const user = identity?.user ?? null;
    socket.data.user = user ? { id: user.id, name: user.full_name, email: user.email, role: user.role, reviewer: user.is_reviewer } : null;
    socket.data.sid = identity?.sid ?? null;
    if (identity) this.expireAt(socket, identity.expiresAt);
    socket.on('auth.renew', identity ? (body, ack) => void this.renew(socket, body).then((reply) => ack?.(reply)) : refuse);
    // Nothing reads the handshake's headers: thousands of idle visitors' sockets need not keep them.
    socket.handshake.headers = {};
    await socket.join(rooms.public);
    if (user) {
      await socket.join([rooms.user(user.id), rooms.role(user.role), ...(user.is_reviewer ? [rooms.reviewers] : [])]);
      // Door helpers hear the live count of arrivals (one lookup: the permission is not part of the access token).
      if (user.role !== 'admin' && (await this.auth.isDoorHelper(user.id))) await socket.join(rooms.doors);
      this.logger.debug(`Socket ${socket.id} joined as user ${user.id}`);
    }
    // Only organisers send presence (editing screens); other sockets share one refusal, no closures.
    this.listenAs(socket, user?.role ?? null);
    socket.on('questions.join', this.onQuestionsJoin);
    socket.on('questions.leave', this.onQuestionsLeave);
    // The public version lets a page that loaded before this socket joined (or while it was away) catch up.
    socket.emit('hello', { user: user ? { id: user.id, role: user.role } : null, version: this.publicModel.version });
  }

  /**
   * A signed-in page refreshed its access token: the socket lasts until the new one expires. Only a token of the same
   * user and of a sign-in still on renews it.
   */
  async renew(socket: ClientSocket, body: unknown): Promise<{ ok: boolean }> {
    const identity = await this.auth.identify((body as { token?: unknown } | null)?.token).catch(() => null);
    if (!identity || !socket.connected || identity.user.id !== socket.data.user?.id) return { ok: false };
    socket.data.sid = identity.sid;
    this.expireAt(socket, identity.expiresAt);
    return { ok: true };
  }

  /** A socket speaks for its user no longer than its token: closed then (the page refreshes and reconnects). */
  private expireAt(socket: ClientSocket, at: number) {
    clearTimeout(this.expiries.get(socket.id));
    const timer = setTimeout(
      () => {
        this.expiries.delete(socket.id);
        socket.disconnect(true);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
    this.expiries.set(socket.id, timer);
  }

  private listenAs(socket: ClientSocket, role: Role | null) {
    if (role === 'admin') this.listen(socket);
    else for (const name of PRESENCE_MESSAGES) socket.on(name, refuse);
  }

  /**
   * What browsers may send, as plain listeners: Nest's @SubscribeMessage would hang a chain of observables on every
   * socket, and thousands of visitors' idle sockets never send anything.
   */
  private listen(socket: ClientSocket) {
    const reply = (work: Promise<{ ok: boolean }>, ack?: (reply: { ok: boolean }) => void) =>
      work.then((result) => ack?.(result)).catch((error: Error) => this.logger.warn(`Presence message failed: ${error.message}`));
    socket.on('presence.join', (body, ack) => void reply(this.join(socket, body), ack));
    socket.on('presence.editing', (body, ack) => void reply(this.editing(socket, body), ack));
    socket.on('presence.leave', (_body, ack) => void reply(this.leave(socket), ack));
  }

  async handleDisconnect(socket: ClientSocket) {
    clearTimeout(this.expiries.get(socket.id));
    this.expiries.delete(socket.id);
    if (socket.data.presence) await this.announce(socket.data.presence.area);
  }

  /** An admin opened an editing screen (e.g. the schedule tab). Others on it learn who is there. */
  async join(socket: ClientSocket, body: unknown) {
    const area = (body as { area?: unknown } | null)?.area;
    if (socket.data.user?.role !== 'admin' || !isPresenceArea(area)) return { ok: false };
    socket.data.presence = { area, editing: null };
    await socket.join(presenceRoom(area));
    await this.announce(area);
    return { ok: true };
  }

  /** The admin opened a session in a form (session_id) or closed it (null). */
  async editing(socket: ClientSocket, body: unknown) {
    const id = (body as { session_id?: unknown } | null)?.session_id;
    if (!socket.data.presence || !(id === null || (Number.isInteger(id) && (id as number) > 0))) return { ok: false };
    socket.data.presence.editing = id as number | null;
    await this.announce(socket.data.presence.area);
    return { ok: true };
  }

  async leave(socket: ClientSocket) {
    const presence = socket.data.presence;
    if (!presence) return { ok: false };
    socket.data.presence = undefined;
    await socket.leave(presenceRoom(presence.area));
    await this.announce(presence.area);
    return { ok: true };
  }

  private async announce(area: Parameters<typeof presenceRoom>[0]) {
    try {
      await broadcastPresence(this.server as unknown as Server, area);
    } catch (error) {
      this.logger.warn(`Presence broadcast failed: ${(error as Error).message}`);
    }
  }

  /** Keep no reference to each connection's first HTTP request: a few KB per idle socket (Socket.IO memory guide). */
  afterInit(server: ClientServer) {
    this.metrics.countSocketsWith(() => server.engine.clientsCount);
    server.engine.on('connection', (raw: EngineConnection & { request: UpgradeRequest | null; transport: { name: string } }) => {
      const request = raw.request;
      // What the first request's headers say about the page (its Origin), kept before the request is let go.
      raw.fromThisSite = request ? mayActForUser(request.headers, this.config.publicUrl) : false;
      raw.request = null;
      // engine.io still holds a WebSocket's upgrade request for as long as the connection lives (its stand-in
      // response listens for the TCP socket's close), and nothing reads it again: its headers, which a browser fills
      // with a kilobyte or two, go now. (A long-polling request belongs to its transport, which still reads it.)
      if (request && raw.transport.name === 'websocket') {
        request.headers = {};
        request.rawHeaders = [];
        request.websocket = null;
      }
    });
    // The in-memory adapter has no other replicas to tell (and warns when asked to).
    this.replicated = server.of('/').adapter.constructor.name !== 'Adapter';
    server.on('access.changed', (change) => void this.followAccess(change));
  }

  onModuleDestroy() {
    for (const off of this.unsubscribers) off();
    for (const timer of this.expiries.values()) clearTimeout(timer);
  }
}
