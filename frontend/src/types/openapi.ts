// Generated from the server's /api/openapi.json by `npm run api:types`: do not edit. CI fails when it differs.
/* eslint-disable */

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process answers */
        get: operations["Health_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database and Redis answer */
        get: operations["Health_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status (with queue and outboxes for admins) */
        get: operations["Health_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first (?entity=, ?entity_id=, ?before=, ?limit=)
         * @description Needs a signed-in admin.
         */
        get: operations["Audit_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail that failed for good, and why
         * @description Needs a signed-in admin.
         */
        get: operations["AdminMail_failed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed mail again
         * @description Needs a signed-in admin.
         */
        post: operations["AdminMail_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The replica's metrics in Prometheus's text format (METRICS_TOKEN as a bearer token, or from this machine when unset) */
        get: operations["Metrics_scrape"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["Auth_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/set-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a password through a mailed link and sign in */
        post: operations["Auth_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a link to choose a new password */
        post: operations["Auth_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password through the mailed link, ending every other sign-in */
        post: operations["Auth_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your password, ending your other sign-ins; this browser signs in afresh
         * @description Needs a signed-in user.
         */
        post: operations["Auth_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description Needs a signed-in user.
         */
        post: operations["Auth_logoutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an address through the mailed link */
        post: operations["Auth_confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new confirmation link
         * @description Needs a signed-in user.
         */
        post: operations["Auth_resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (sets the refresh cookie) */
        post: operations["Auth_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the refresh cookie for a new access token */
        post: operations["Auth_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out this browser */
        post: operations["Auth_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Needs a signed-in user.
         */
        get: operations["Auth_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change your name, or ask to change your e-mail address
         * @description The name changes at once. A new address needs `current_password` and takes effect when the link mailed to it is opened (`pending_email` until then); the old address is told.
         *
         *     Needs a signed-in user.
         */
        put: operations["Users_updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every account (?exclude_speakers=true, ?search= by name or e-mail)
         * @description Needs a signed-in admin.
         */
        get: operations["AdminUsers_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an account: e-mail, name, role, speaker flag, status
         * @description Needs a signed-in admin.
         */
        put: operations["AdminUsers_update"];
        post?: never;
        /**
         * Delete an account (one with a paid ticket is deactivated)
         * @description Needs a signed-in admin.
         */
        delete: operations["AdminUsers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an account a speaker
         * @description Needs a signed-in admin.
         */
        post: operations["AdminUsers_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conference-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which calls are open, and who may rate sessions
         * @description Needs a signed-in admin.
         */
        get: operations["Settings_adminSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Open or close the calls, set when they open and close, the edition's dates and the prices; choose who may rate sessions
         * @description Needs a signed-in admin.
         */
        patch: operations["Settings_update"];
        trace?: never;
    };
    "/api/admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every session with all its speakers and clashes (?ids=1,2: only those)
         * @description Needs a signed-in admin.
         */
        get: operations["Sessions_adminList"];
        put?: never;
        /**
         * Add a session (or schedule an accepted proposal)
         * @description Needs a signed-in admin.
         */
        post: operations["Sessions_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a session would clash with, before saving
         * @description Needs a signed-in admin.
         */
        post: operations["Sessions_conflicts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a session
         * @description Needs a signed-in admin.
         */
        put: operations["Sessions_update"];
        post?: never;
        /**
         * Delete a session
         * @description Needs a signed-in admin.
         */
        delete: operations["Sessions_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move or resize a session (calendar drag)
         * @description Needs a signed-in admin.
         */
        post: operations["Sessions_move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own undo and redo stacks in the schedule editor
         * @description Needs a signed-in admin.
         */
        get: operations["ScheduleHistory_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo your last schedule change
         * @description Needs a signed-in admin.
         */
        post: operations["ScheduleHistory_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/redo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redo the schedule change you last undid
         * @description Needs a signed-in admin.
         */
        post: operations["ScheduleHistory_redo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The unreleased changes: what Release would publish
         * @description Needs a signed-in admin.
         */
        get: operations["ScheduleReleases_draft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Switch between live mode and release mode
         * @description Needs a signed-in admin.
         */
        put: operations["ScheduleReleases_setMode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedule/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every release with its changelog, newest first
         * @description Needs a signed-in admin.
         */
        get: operations["ScheduleReleases_history"];
        put?: never;
        /**
         * Release the draft: publish it as a new version and tell the savers of the sessions it changes
         * @description Needs a signed-in admin.
         */
        post: operations["ScheduleReleases_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule/releases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every released version of the programme, newest first */
        get: operations["ScheduleReleases_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule/releases/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One released version: its programme and changelog */
        get: operations["ScheduleReleases_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every news item, drafts too
         * @description Needs a signed-in admin.
         */
        get: operations["News_adminList"];
        put?: never;
        /**
         * Add a news item
         * @description Needs a signed-in admin.
         */
        post: operations["News_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a news item
         * @description Needs a signed-in admin.
         */
        put: operations["News_update"];
        post?: never;
        /**
         * Delete a news item
         * @description Needs a signed-in admin.
         */
        delete: operations["News_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/news/{id}/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A news item as a push notification, before it is sent
         * @description How it reads in each language, and how many devices told of announcements would get it now.
         *
         *     Needs a signed-in admin.
         */
        get: operations["News_preview"];
        put?: never;
        /**
         * Send a news item as a push notification
         * @description To every device told of announcements, in the device's language. Sent again, it reaches only devices that have not had it.
         *
         *     Needs a signed-in admin.
         */
        post: operations["News_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every speaker, hidden ones too
         * @description Needs a signed-in admin.
         */
        get: operations["Speakers_adminList"];
        put?: never;
        /**
         * Add a speaker
         * @description Needs a signed-in admin.
         */
        post: operations["Speakers_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/speakers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a speaker
         * @description Needs a signed-in admin.
         */
        put: operations["Speakers_update"];
        post?: never;
        /**
         * Delete a speaker (and their photo)
         * @description Needs a signed-in admin.
         */
        delete: operations["Speakers_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your speaker profile (from your account until you save one)
         * @description Needs a signed-in speaker.
         */
        get: operations["SpeakerProfile_mine"];
        /**
         * Save your speaker profile (shown on /speakers once organisers publish you)
         * @description Needs a signed-in speaker.
         */
        put: operations["SpeakerProfile_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * When you can speak, and the days you can enter times for
         * @description Needs a signed-in speaker.
         */
        get: operations["Availability_mine"];
        /**
         * Replace your times (each inside a conference day, quarter hours, no overlaps; none: available any time)
         * @description Needs a signed-in speaker.
         */
        put: operations["Availability_replace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/speakers/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every speaker's entered times (for the schedule editor)
         * @description Needs a signed-in admin.
         */
        get: operations["Availability_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every sponsor, with contributions
         * @description Needs a signed-in admin.
         */
        get: operations["Sponsors_adminList"];
        put?: never;
        /**
         * Add a sponsor
         * @description Needs a signed-in admin.
         */
        post: operations["Sponsors_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sponsors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a sponsor
         * @description Needs a signed-in admin.
         */
        put: operations["Sponsors_update"];
        post?: never;
        /**
         * Delete a sponsor
         * @description Needs a signed-in admin.
         */
        delete: operations["Sponsors_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/profile/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload your speaker photo
         * @description Needs a signed-in speaker.
         */
        post: operations["Uploads_uploadOwn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/speakers/{id}/upload-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a speaker's photo
         * @description Needs a signed-in admin.
         */
        post: operations["Uploads_uploadFor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/site-content/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for the site's texts (re-encoded to WebP, at most 1600 pixels wide and high)
         * @description Needs a signed-in admin.
         */
        post: operations["Uploads_uploadSiteImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/{folder}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored photo */
        get: operations["Uploads_serve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/venue-maps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The venue's floors, each with its plan and the rooms placed on it (?lang= or Accept-Language) */
        get: operations["VenueMaps_publicList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue-maps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The venue's floors as organisers edit them
         * @description Needs a signed-in admin.
         */
        get: operations["VenueMaps_list"];
        put?: never;
        /**
         * Add a floor: its name(s) and its plan (an image, re-encoded to WebP, at most 2400 pixels wide and high)
         * @description Needs a signed-in admin.
         */
        post: operations["VenueMaps_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/venue-maps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a floor (its rooms are then on no map)
         * @description Needs a signed-in admin.
         */
        delete: operations["VenueMaps_remove"];
        options?: never;
        head?: never;
        /**
         * Rename a floor (either language) or move it in the order
         * @description Needs a signed-in admin.
         */
        patch: operations["VenueMaps_update"];
        trace?: never;
    };
    "/api/admin/venue-maps/{id}/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Place a room on this floor (x, y: fractions of the plan), or take it off the map (x and y null)
         * @description Needs a signed-in admin.
         */
        put: operations["VenueMaps_place"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's logo */
        get: operations["Content_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/site-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every organiser-editable text, as stored
         * @description Needs a signed-in admin.
         */
        get: operations["Content_adminContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/site-content/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every content key's shape as JSON Schema (the console draws its forms from it)
         * @description Needs a signed-in admin.
         */
        get: operations["Content_formSchema"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/site-content/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace one content key's value
         * @description Needs a signed-in admin.
         */
        put: operations["Content_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfp/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a proposal */
        post: operations["Cfp_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfp/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every proposal
         * @description Needs a signed-in admin.
         */
        get: operations["Proposals_submissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cfp/submissions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or reject a proposal
         * @description Needs a signed-in admin.
         */
        patch: operations["Proposals_review"];
        trace?: never;
    };
    "/api/speaker/presentations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your proposals, with status and slot
         * @description Needs a signed-in speaker.
         */
        get: operations["Proposals_presentations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a proposal as a signed-in speaker
         * @description Needs a signed-in speaker.
         */
        post: operations["Proposals_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/proposals/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take back one of your proposals (until it is scheduled)
         * @description Needs a signed-in speaker.
         */
        post: operations["Proposals_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/proposals/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm you will give an accepted talk
         * @description Needs a signed-in speaker.
         */
        post: operations["Proposals_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review's phase and rules
         * @description Needs a signed-in admin.
         */
        get: operations["Committee_settings"];
        /**
         * Move the review to another phase, or change its rules
         * @description Entering the submission phase opens the call; review and decision close it.
         *
         *     Needs a signed-in admin.
         */
        put: operations["Committee_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/reviewers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The committee and its progress
         * @description Needs a signed-in admin.
         */
        get: operations["Committee_reviewers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/reviewers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a user a reviewer (or not), and set their organisation
         * @description A reviewer who leaves hands their unfinished proposals on at once.
         *
         *     Needs a signed-in admin.
         */
        put: operations["Committee_updateReviewer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/criteria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What reviews score
         * @description Needs a signed-in admin.
         */
        get: operations["Committee_criteria"];
        put?: never;
        /**
         * Add a criterion
         * @description Needs a signed-in admin.
         */
        post: operations["Committee_createCriterion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/criteria/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a criterion (its scale only while no review scored it)
         * @description Needs a signed-in admin.
         */
        put: operations["Committee_updateCriterion"];
        post?: never;
        /**
         * Remove a criterion
         * @description Needs a signed-in admin.
         */
        delete: operations["Committee_deleteCriterion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who reviews what
         * @description Needs a signed-in admin.
         */
        get: operations["Committee_assignmentsList"];
        put?: never;
        /**
         * Assign a reviewer to a proposal
         * @description Refused (409, saying why) for the proposer, their organisation, or a declared conflict.
         *
         *     Needs a signed-in admin.
         */
        post: operations["Committee_assign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/assignments/auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign reviewers automatically
         * @description Each proposal under review gets reviewers_per_proposal reviewers, the least loaded first, none with a conflict.
         *
         *     Needs a signed-in admin.
         */
        post: operations["Committee_auto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/assignments/{proposalId}/{reviewerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take a proposal off a reviewer
         * @description Needs a signed-in admin.
         */
        delete: operations["Committee_unassign"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Proposals ranked by weighted mean score (?type=, ?status=, ?progress=unreviewed|in_progress|complete)
         * @description Needs a signed-in admin.
         */
        get: operations["Decisions_rankingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/ranking.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ranking as CSV (same filters)
         * @description Needs a signed-in admin.
         */
        get: operations["Decisions_rankingCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The decision mails
         * @description Needs a signed-in admin.
         */
        get: operations["Decisions_templates"];
        put?: never;
        /**
         * Write a decision mail
         * @description Needs a signed-in admin.
         */
        post: operations["Decisions_createTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a decision mail
         * @description Needs a signed-in admin.
         */
        put: operations["Decisions_updateTemplate"];
        post?: never;
        /**
         * Remove a decision mail
         * @description Needs a signed-in admin.
         */
        delete: operations["Decisions_deleteTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/decisions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview the exact mail each speaker will receive
         * @description Needs a signed-in admin.
         */
        post: operations["Decisions_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept or reject many proposals, mailing each speaker as previewed
         * @description Needs a signed-in admin.
         */
        post: operations["Decisions_decide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review/decisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a bulk decision's mail has gone
         * @description Needs a signed-in admin.
         */
        get: operations["Decisions_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review's phase, criteria and the committee's progress
         * @description Needs a signed-in reviewer.
         */
        get: operations["Reviewer_state"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your queue: the proposals you review (anonymised while review is)
         * @description Needs a signed-in reviewer.
         */
        get: operations["Reviewer_queue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/proposals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One proposal; the others' reviews once you submitted yours
         * @description Needs a signed-in reviewer.
         */
        get: operations["Reviewer_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/proposals/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Submit or change your review (review phase only)
         * @description Needs a signed-in reviewer.
         */
        put: operations["Reviewer_submit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/proposals/{id}/conflict": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declare a conflict of interest
         * @description The proposal leaves your queue and goes to another reviewer.
         *
         *     Needs a signed-in reviewer.
         */
        post: operations["Reviewer_conflict"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/reviews.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your reviews as CSV
         * @description Needs a signed-in reviewer.
         */
        get: operations["Reviewer_myReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailings/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview the exact mail each speaker of the group will receive (with the decision mails' placeholders)
         * @description Needs a signed-in admin.
         */
        post: operations["Mailings_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recent mailings, newest first, with how far each has gone
         * @description Needs a signed-in admin.
         */
        get: operations["Mailings_list"];
        put?: never;
        /**
         * Write to a group of speakers: each gets their mail and a notice
         * @description Needs a signed-in admin.
         */
        post: operations["Mailings_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mailings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How far a mailing's mail has gone
         * @description Needs a signed-in admin.
         */
        get: operations["Mailings_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your ratings of sessions
         * @description Needs a signed-in user or speaker.
         */
        get: operations["Feedback_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/feedback/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether you may rate sessions, and if not why
         * @description Needs a signed-in user or speaker.
         */
        get: operations["Feedback_eligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/feedback/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rate a session you attended (1-5, once it ended; again to change it; needs a confirmed address and a paid registration)
         * @description Needs a signed-in user or speaker.
         */
        put: operations["Feedback_rate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/speaker/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your sessions' ratings and comments (not who gave them)
         * @description Needs a signed-in speaker.
         */
        get: operations["Feedback_speaker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every session's ratings and comments
         * @description Needs a signed-in admin.
         */
        get: operations["Feedback_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sponsorship/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply to sponsor the conference */
        post: operations["Sponsorship_apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/accessibility/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report an accessibility barrier
         * @description Mailed to the organisers' contact address (site content contact_email), who answer the sender by mail.
         */
        post: operations["BarrierReports_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sessions you saved
         * @description Needs a signed-in user.
         */
        get: operations["SavedSessions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/schedule/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a list saved on this device before signing in
         * @description Needs a signed-in user.
         */
        post: operations["SavedSessions_merge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/schedule/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a session
         * @description Needs a signed-in user.
         */
        post: operations["SavedSessions_add"];
        /**
         * Remove a saved session
         * @description Needs a signed-in user.
         */
        delete: operations["SavedSessions_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up for a session: a seat while there are any, else a place in its waitlist
         * @description Needs a signed-in user.
         */
        post: operations["Signups_signUp"];
        /**
         * Give up your seat or your place in line (the next in line gets the seat)
         * @description Needs a signed-in user.
         */
        delete: operations["Signups_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your sign-ups, with a seat or your place in line
         * @description Needs a signed-in user.
         */
        get: operations["Signups_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's sign-ups: those with a seat, then the waitlist in order
         * @description Needs a signed-in admin.
         */
        get: operations["SignupLists_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}/signups/{userId}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a waitlisted person to the front of the line (a free seat is theirs at once)
         * @description Needs a signed-in admin.
         */
        post: operations["SignupLists_promote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}/signups/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take someone off the session (a seat freed goes to the first in line)
         * @description Needs a signed-in admin.
         */
        delete: operations["SignupLists_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sessions/{id}/signups.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's sign-ups as CSV
         * @description Needs a signed-in admin.
         */
        get: operations["SignupLists_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sessions/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A session's questions: most votes first; moderators also see waiting and hidden ones, authors their own */
        get: operations["Questions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a question (signed in; visitors with a display_name when organisers allow it), while questions are open */
        post: operations["Questions_ask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote for a question (once per account, or per browser of a visitor); again, the same answer */
        put: operations["Questions_vote"];
        post?: never;
        /** Withdraw your vote; again, the same answer */
        delete: operations["Questions_unvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Moderate a question: approve, hide, mark answered; pin it as "being answered now" (the other pin goes)
         * @description Needs a signed-in user.
         */
        patch: operations["Questions_moderate"];
        trace?: never;
    };
    "/api/admin/sessions/{id}/questions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A session's questions as CSV, every status
         * @description Needs a signed-in admin.
         */
        get: operations["Questions_csv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your ticket (made on first request): its token is what the QR code at the door carries
         * @description Needs a signed-in user.
         */
        get: operations["Tickets_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/ticket/reissue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new ticket: the old token stops working at once
         * @description Needs a signed-in user.
         */
        post: operations["Tickets_reissue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a ticket in: the first scan lets its holder in, every scan is recorded
         * @description Needs a signed-in user.
         */
        post: operations["Checkin_scan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a check-in: its holder is not in any more
         * @description Needs a signed-in user.
         */
        post: operations["Checkin_undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/arrivals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many have arrived, of how many with a ticket
         * @description Needs a signed-in user.
         */
        get: operations["Checkin_arrivals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The list a door keeps to work offline: tokens, names, kinds and arrivals, nothing more
         * @description Needs a signed-in user.
         */
        get: operations["Checkin_attendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/checkin/helpers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Make a user a door helper (or not): they check tickets in, and nothing else of the console
         * @description Needs a signed-in admin.
         */
        put: operations["Checkin_doorHelper"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a door's queued scans at once, in the order made: each answered as POST /api/checkin would
         * @description Needs a signed-in user.
         */
        post: operations["DoorSync_sync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A workshop's door: whether the ticket's holder has a seat at this session (nothing is recorded)
         * @description Needs a signed-in user.
         */
        post: operations["DoorSync_checkSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkin/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find someone at the door by e-mail (online only: the list a door keeps holds no e-mail addresses)
         * @description Needs a signed-in user.
         */
        get: operations["DoorSync_findByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/badges.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Name badges as a PDF, eight per A4 sheet: everyone with a ticket, or those of one kind or matching a name
         * @description Needs a signed-in admin.
         */
        get: operations["Badges_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's public key, to subscribe with */
        get: operations["Push_key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive push notifications on this device
         * @description The browser's PushSubscription.toJSON() as it is, and what to be told. Signed in, the device is the account's; without a sign-in it keeps its own stars (session_ids). 201 new, 200 already known (updated).
         */
        post: operations["Push_subscribe"];
        /**
         * Stop push notifications on this device
         * @description Named by its endpoint and secret: no sign-in needed.
         */
        delete: operations["Push_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * An anonymous device's starred sessions
         * @description Kept in step with the stars, so a device without an account is told when they change.
         */
        put: operations["Push_stars"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions/muted/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Stop telling this device of one session
         * @description "Mute this session" on a notification: no change or reminder of it is pushed to this device.
         */
        put: operations["Push_mute"];
        post?: never;
        /** Tell this device of a muted session again */
        delete: operations["Push_unmute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test notification to this device
         * @description Sent at once, so the answer says whether the push service took it.
         */
        post: operations["Push_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your account's devices that receive push notifications
         * @description Needs a signed-in user.
         */
        get: operations["Push_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one of your devices
         * @description Needs a signed-in user.
         */
        delete: operations["Push_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/room-delays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rooms the caller may mark late today, and how late each runs
         * @description Needs a signed-in user.
         */
        get: operations["RoomDelays_markable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{room}/delay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a room running late today, or on time again (0)
         * @description Needs a signed-in user.
         */
        put: operations["RoomDelays_mark"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms/{room}/move-following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the room's sessions still to come today N minutes later (schedule moves: undoable, released as any)
         * @description Needs a signed-in admin.
         */
        post: operations["RoomDelays_moveFollowing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The private address of your calendar feed
         * @description Needs a signed-in user.
         */
        get: operations["Calendar_links"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/calendar/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new calendar address (the old one stops working)
         * @description Needs a signed-in user.
         */
        post: operations["Calendar_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved sessions as an iCalendar feed */
        get: operations["Calendar_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{token}.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your saved sessions as JSON, for conference apps */
        get: operations["Calendar_favourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sessions/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One session as an iCalendar file */
        get: operations["Calendar_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a ticket costs and how it is paid
         * @description Needs a signed-in user.
         */
        get: operations["Payments_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/process": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for your ticket
         * @description Needs a signed-in user.
         */
        post: operations["Payments_process"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events (signed) */
        post: operations["Payments_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your notifications, newest first (the bell)
         * @description Needs a signed-in user.
         */
        get: operations["Notifications_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark all your notifications read
         * @description Needs a signed-in user.
         */
        post: operations["Notifications_markAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of your notifications read
         * @description Needs a signed-in user.
         */
        post: operations["Notifications_markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stat cards
         * @description Needs a signed-in admin.
         */
        get: operations["Analytics_analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The overview charts: sign-ups and tickets, proposals over time and by type, review progress, interest by room, seats taken
         * @description Needs a signed-in admin.
         */
        get: operations["Analytics_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every past edition in the archive, newest first */
        get: operations["Editions_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past edition: its programme and speakers as visitors last read them (?lang= or Accept-Language) */
        get: operations["Editions_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions/{year}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past edition's programme */
        get: operations["Editions_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions/{year}/schedule.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past edition's programme as an iCalendar file */
        get: operations["Editions_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions/{year}/schedule.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past edition's programme as frab/pretalx schedule.json */
        get: operations["Editions_frabJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/editions/{year}/schedule.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A past edition's programme as frab schedule XML */
        get: operations["Editions_frabXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/editions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What beginning the next edition with these days would move to the archive (nothing changes)
         * @description Needs a signed-in admin.
         */
        post: operations["Editions_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/editions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin the next edition: archive the current one's programme, proposals, reviews, ratings and saved sessions, and set the new days
         * @description Needs a signed-in admin.
         */
        post: operations["Editions_begin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What search engines may crawl, and where the sitemap is */
        get: operations["SiteMap_robots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every public page, in every language: the site's pages, every session, speaker and article, and the past editions */
        get: operations["SiteMap_sitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live schedule as a page to embed in an iframe */
        get: operations["Embed_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every room, its capacity and how many sessions use it
         * @description Needs a signed-in admin.
         */
        get: operations["Rooms_list"];
        /**
         * Set or clear the capacities of rooms (those left out keep theirs)
         * @description Needs a signed-in admin.
         */
        put: operations["Rooms_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every session of the programme */
        get: operations["PublicRead_public_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sessions/first": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's sessions: the first ones in start order, and how many there are */
        get: operations["PublicRead_public_sessions_first"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One session of the programme (404 when the programme has none by that id) */
        get: operations["PublicRead_public_sessions_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedule, or one day of it */
        get: operations["PublicRead_public_schedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule/opening": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What /schedule opens with: each day's first start, the first day's first sessions and how many it has */
        get: operations["PublicRead_public_schedule_opening"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 'What changed': published moves, room changes, cancellations and removals, newest first */
        get: operations["PublicRead_public_schedule_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole programme as an iCalendar feed */
        get: operations["PublicRead_public_schedule_ics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programme in the frab/pretalx schedule.json format read by conference apps */
        get: operations["PublicRead_public_schedule_json"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/schedule.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programme in the frab schedule XML format read by conference apps (EventFahrplan, Giggity) */
        get: operations["PublicRead_public_schedule_xml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/speakers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Speakers shown on the public site */
        get: operations["PublicRead_public_speakers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/speakers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One speaker shown on the public site */
        get: operations["PublicRead_public_speakers_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/speakers/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sessions a speaker is on, in start order */
        get: operations["PublicRead_public_speakers_id_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/speakers/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's pick of speakers (at most six) and how many there are */
        get: operations["PublicRead_public_speakers_featured"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/sponsors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sponsors, by tier */
        get: operations["PublicRead_public_sponsors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published news, newest first */
        get: operations["PublicRead_public_news"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/news/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published news item */
        get: operations["PublicRead_public_news_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/news/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's latest news: featured first, at most five */
        get: operations["PublicRead_public_news_latest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rooms' streams and delay marks (a mark counts on its day only) */
        get: operations["PublicRead_public_rooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/now": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each room of today: the session under way and the next one, taking a delay into account */
        get: operations["PublicRead_public_now"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/conference-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which calls are open */
        get: operations["PublicRead_public_conference_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/hero-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The overview's block (sanitised HTML) */
        get: operations["PublicRead_public_hero_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/site-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every text the organisers edit, with the event's name filled in */
        get: operations["PublicRead_public_site_content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The featured videos */
        get: operations["PublicRead_public_videos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/site-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the navigation needs: whether there are sessions and news, which calls are open */
        get: operations["PublicRead_public_site_flags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Catch-up for open pages: every public record changed after a version */
        get: operations["PublicRead_public_changes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuditPage: {
            entries: components["schemas"]["AuditEntry"][];
            /** @description Send as ?before= for the next (older) page; null on the last page. */
            next_before: number | null;
        };
        /** @description One change recorded in the audit trail. */
        AuditEntry: {
            id: number;
            /** Format: date-time */
            at: string;
            actor: {
                id: number | null;
                email: string;
            };
            action: string;
            entity: components["schemas"]["AuditEntity"];
            entity_id: string;
            summary: string;
            changed_fields: string[];
            /** @description The record before the change (null for a create). */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The record after the change (null for a delete). */
            after: {
                [key: string]: unknown;
            } | null;
        };
        /** @enum {string} */
        AuditEntity: "user" | "speaker" | "sponsor" | "news" | "settings" | "site_content" | "session" | "proposal" | "account" | "payment" | "review" | "room" | "mailing" | "edition";
        /** @description A mail that failed for good, and why. */
        UndeliveredMail: {
            id: number;
            to: string;
            subject: string;
            template: string;
            attempts: number;
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        RegisterDto: {
            /** Format: email */
            email: string;
            password: string;
            full_name: string;
            /**
             * @description The page's language: mails go out in it (else the request's Accept-Language).
             * @enum {string}
             */
            language?: "en" | "de";
        };
        AuthResponse: {
            user: components["schemas"]["User"];
            /** @description Send as `Authorization: Bearer <token>`; short-lived, renewed with POST /api/auth/refresh. */
            access_token: string;
        };
        /** @description The signed-in user as the API shows it (the spec's User plus the derived role). */
        User: {
            id: number;
            full_name: string;
            email: string;
            is_active: boolean;
            is_speaker: boolean;
            is_admin: boolean;
            /** @description A member of the programme committee (the /review area), whatever the role. */
            is_reviewer: boolean;
            payment_status: components["schemas"]["PaymentStatus"];
            role: components["schemas"]["Role"];
            /** @description The owner opened a link mailed to `email`. */
            email_verified: boolean;
            /** @description A new address waiting for its confirmation link to be opened. */
            pending_email: string | null;
            /**
             * @description The language mails and notifications go out in.
             * @enum {string}
             */
            language: "en" | "de";
        };
        /** @enum {string} */
        PaymentStatus: "pending" | "paid" | "refunded";
        /**
         * @description admin if is_admin, else speaker if is_speaker, else user.
         * @enum {string}
         */
        Role: "admin" | "speaker" | "user";
        SetPasswordDto: {
            token: string;
            password: string;
        };
        ForgotPasswordDto: {
            /** Format: email */
            email: string;
        };
        Detail: {
            detail: string;
        };
        ChangePasswordDto: {
            current_password: string;
            new_password: string;
        };
        PasswordChanged: {
            user: components["schemas"]["User"];
            /** @description Send as `Authorization: Bearer <token>`; short-lived, renewed with POST /api/auth/refresh. */
            access_token: string;
            detail: string;
        };
        TokenDto: {
            token: string;
        };
        EmailConfirmed: {
            /** @enum {string} */
            purpose: "verify" | "change" | "claim";
            detail: string;
            user: components["schemas"]["User"] | null;
        };
        LoginDto: {
            /** Format: email */
            email: string;
            password: string;
        };
        UpdateProfileDto: {
            /** Format: email */
            email?: string;
            full_name?: string;
            current_password?: string;
            /** @enum {string} */
            language?: "en" | "de";
        };
        /** @description A user as the admin console shows it. No secrets. */
        AdminUser: {
            id: number;
            name: string;
            full_name: string;
            email: string;
            /** @enum {string} */
            status: "active" | "inactive";
            role: components["schemas"]["Role"];
            is_speaker: boolean;
            is_admin: boolean;
            is_reviewer: boolean;
            organization: string;
            payment_status: components["schemas"]["PaymentStatus"];
            /** @description False for an account a proposal created whose owner has not chosen a password yet. */
            has_password: boolean;
            /** Format: date-time */
            created_at: string;
        };
        AdminUpdateUserDto: {
            /** Format: email */
            email?: string;
            full_name?: string;
            /** @enum {string} */
            role?: "user" | "speaker" | "admin";
            is_speaker?: boolean;
            /** @enum {string} */
            status?: "active" | "inactive";
        };
        /** @description The conference settings as organisers edit them. */
        AdminConferenceSettings: {
            /** @description The call for speakers' switch; it accepts while on and within its instants (cfp_accepting_now). */
            accepting_cfp: boolean;
            /** @description The call for sponsors' switch; it accepts while on and within its instants (sponsorship_accepting_now). */
            accepting_sponsors: boolean;
            review_phase: components["schemas"]["ReviewPhase"];
            /**
             * Format: date-time
             * @description When the call for speakers opens; null: open as soon as it is switched on.
             */
            cfp_opens_at: string | null;
            /**
             * Format: date-time
             * @description When the call for speakers closes by itself; null: only when it is switched off.
             */
            cfp_closes_at: string | null;
            /**
             * Format: date-time
             * @description When the call for sponsors opens; null: open as soon as it is switched on.
             */
            sponsorship_opens_at: string | null;
            /**
             * Format: date-time
             * @description When the call for sponsors closes by itself; null: only when it is switched off.
             */
            sponsorship_closes_at: string | null;
            /**
             * Format: date
             * @description The edition's first day, in the venue's calendar.
             */
            event_starts_on: string;
            /**
             * Format: date
             * @description The edition's last day, in the venue's calendar.
             */
            event_ends_on: string;
            /** @description The venue's time zone (IANA), in which the site shows every date and time. */
            time_zone: string;
            /** @description The ticket's price (299.99): what /payment shows and every checkout charges. */
            ticket_price: number;
            /** @description The ticket's currency, ISO 4217 (USD). */
            ticket_currency: string;
            /** @description The sponsorship packages' currency, ISO 4217 (EUR); sponsors' contributions are in it. */
            sponsorship_currency: string;
            /** @description Room screens show the current session's pinned and top questions. */
            screens_show_questions: boolean;
            /** @description Whether the call for speakers accepts proposals now: what the public sees as accepting_cfp. */
            cfp_accepting_now: boolean;
            /** @description Whether the call for sponsors accepts now: what the public sees as accepting_sponsors. */
            sponsorship_accepting_now: boolean;
            /** @description Only accounts with a confirmed address and a paid registration rate sessions; false: every confirmed account. */
            feedback_requires_payment: boolean;
            /** @description Sessions' new questions wait for a moderator before attendees see them; false: shown at once. */
            questions_moderated: boolean;
            /** @description Visitors without an account may ask (with a display name) and vote; false: signed-in attendees only. */
            questions_from_visitors: boolean;
            /** @description Questions open this many minutes before a session's start. */
            questions_open_before_min: number;
            /** @description Questions close this many minutes after a session's end. */
            questions_close_after_min: number;
        };
        /**
         * @description Where the committee's review stands: submission, then review, then decision.
         * @enum {string}
         */
        ReviewPhase: "submission" | "review" | "decision";
        UpdateSettingsDto: {
            accepting_cfp?: boolean;
            accepting_sponsors?: boolean;
            feedback_requires_payment?: boolean;
            questions_moderated?: boolean;
            questions_from_visitors?: boolean;
            questions_open_before_min?: number;
            questions_close_after_min?: number;
            screens_show_questions?: boolean;
            /** Format: date-time */
            cfp_opens_at?: string | null;
            /** Format: date-time */
            cfp_closes_at?: string | null;
            /** Format: date-time */
            sponsorship_opens_at?: string | null;
            /** Format: date-time */
            sponsorship_closes_at?: string | null;
            /** Format: date */
            event_starts_on?: string;
            /** Format: date */
            event_ends_on?: string;
            time_zone?: string;
            ticket_price?: number;
            ticket_currency?: string;
            sponsorship_currency?: string;
        };
        /** @description What organisers see: every speaker (hidden ones flagged), the last change, the clashes, the interest against room size, the speakers unavailable then and what is not yet released. */
        AdminSession: {
            id: number;
            title: string;
            description: string;
            /**
             * Format: date
             * @description UTC date of the start, YYYY-MM-DD.
             */
            date: string;
            /** @description UTC time of the start, HH:MM. */
            time: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** @description Minutes. */
            duration: number;
            /** @description 'TBA' while no room is set. */
            room: string;
            track: string;
            type: components["schemas"]["SessionType"];
            status: components["schemas"]["SessionStatus"];
            language: components["schemas"]["SessionLanguage"];
            capacity: number | null;
            /** @description Seats are signed up for (POST /api/sessions/{id}/signup). */
            signup_required: boolean;
            /** @description Seats taken and the waitlist, when the session needs sign-up; else null. */
            seats: components["schemas"]["Seats"] | null;
            /** @description Raised by every edit; send it back with an edit to have a stale one refused (409). */
            version: number;
            speakers: components["schemas"]["AdminSessionSpeaker"][];
            /** @description Where the recording is (https), once published; else null. */
            recording_url: string | null;
            /** @description Organisers marked the session as not recorded. */
            do_not_record: boolean;
            /** @description Not recorded: do_not_record, or a speaker refused consent to recording. */
            recording_optout: boolean;
            /** @description Where the session's room is streamed live (https); null: not streamed. */
            stream_url: string | null;
            /** @description Its room is placed on a venue map (GET /public/venue-maps; the page /venue?room=<room>). */
            on_map: boolean;
            speaker_ids: number[];
            /** Format: date-time */
            updated_at: string;
            /**
             * Format: date-time
             * @description When sign-up opens; null: at once.
             */
            signup_opens_at: string | null;
            /**
             * Format: date-time
             * @description When sign-up closes; null: at the session's start.
             */
            signup_closes_at: string | null;
            conflicts: components["schemas"]["Conflict"][];
            /** @description How many attendees saved it to their schedule. */
            saved_count: number;
            /** @description What its room holds (set per room); null for 'TBA' or a room without a capacity. `capacity` stays the session's own. */
            room_capacity: number | null;
            /** @description Set while a scheduled session has more savers than its room holds; otherwise null. */
            interest: {
                saved: number;
                /** @description The room's capacity. */
                capacity: number;
                /** @description Rooms that hold every saver and have no other session at any moment of this one, the smallest first (at most 5). */
                suggested_rooms: components["schemas"]["RoomCapacity"][];
            } | null;
            /** @description Its speakers who said no to being recorded (in the call for proposals or their profile). */
            recording_refused_by: components["schemas"]["UnavailableSpeaker"][];
            /** @description Speakers the session is placed outside the availability of (none when cancelled). */
            unavailable_speakers: components["schemas"]["UnavailableSpeaker"][];
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
            /** @description The account named to host the session (moderates its questions); null: none. */
            host: components["schemas"]["SessionHost"] | null;
            /** @description Release mode: how the draft's session differs from the latest release, as the draft's changelog names it (['added'], ['moved', 'room'], ...); empty when unchanged, and always empty in live mode. */
            unreleased: components["schemas"]["ScheduleChangeKind"][];
        };
        /** @enum {string} */
        SessionType: "talk" | "keynote" | "presentation" | "workshop" | "panel" | "networking" | "break";
        /**
         * @description Cancelled sessions stay in the lists, marked as cancelled.
         * @enum {string}
         */
        SessionStatus: "scheduled" | "cancelled" | "completed";
        /**
         * @description What the session is held in: English, German, or both ('both').
         * @enum {string}
         */
        SessionLanguage: "en" | "de" | "both";
        /** @description Seats at a session that needs sign-up, live (issue 46). */
        Seats: {
            /** @description The seats; null: as many as sign up. */
            capacity: number | null;
            taken: number;
            /** @description How many wait for a seat. */
            waitlist: number;
        };
        AdminSessionSpeaker: {
            id: number;
            name: string;
            title: string;
            /** @description An absolute URL or a path on this server (/uploads/...). */
            image: string | null;
            display_order: number;
            display_on_public: boolean;
        };
        /** @description A clash with another session: the same room, or a speaker due in two places at once. */
        Conflict: {
            /** @enum {string} */
            type: "room" | "speaker";
            session_id: number;
            title: string;
            /** @description For a speaker clash: who is booked twice. */
            speaker_id?: number;
            speaker_name?: string;
        };
        RoomCapacity: {
            name: string;
            capacity: number;
        };
        /** @description A speaker who entered when they can speak, and is not available for the whole session. */
        UnavailableSpeaker: {
            id: number;
            name: string;
        };
        /** @description Texts in languages other than English, by language then field: { "de": { "title": "…" } }. */
        Translations: {
            [key: string]: {
                [key: string]: string;
            };
        };
        SessionHost: {
            id: number;
            name: string;
            email: string;
        };
        /**
         * @description added, renamed and details (another public detail: description, type, speakers, ...) come only from releases.
         * @enum {string}
         */
        ScheduleChangeKind: "moved" | "room" | "cancelled" | "reinstated" | "removed" | "added" | "renamed" | "details";
        ConflictCheckDto: {
            id?: number;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            room?: string | null;
            speaker_ids?: number[];
        };
        CreateSessionDto: {
            title: string;
            description?: string;
            /** @enum {string} */
            type?: "talk" | "keynote" | "presentation" | "workshop" | "panel" | "networking" | "break";
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            room?: string | null;
            track?: string;
            capacity?: number | null;
            signup_required?: boolean;
            /** Format: date-time */
            signup_opens_at?: string | null;
            /** Format: date-time */
            signup_closes_at?: string | null;
            /** @enum {string} */
            status?: "scheduled" | "cancelled" | "completed";
            /** @enum {string} */
            language?: "en" | "de" | "both";
            speakers?: components["schemas"]["SessionSpeakerRef"][];
            proposal_id?: number;
            speaker_ids?: number[];
            /** Format: uri */
            recording_url?: string | null;
            do_not_record?: boolean;
            translations?: {
                de?: {
                    title?: string | null;
                    description?: string | null;
                };
            };
            host_user_id?: number | null;
        };
        UpdateSessionDto: {
            title?: string;
            description?: string;
            /** @enum {string} */
            type?: "talk" | "keynote" | "presentation" | "workshop" | "panel" | "networking" | "break";
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            room?: string | null;
            track?: string;
            capacity?: number | null;
            signup_required?: boolean;
            /** Format: date-time */
            signup_opens_at?: string | null;
            /** Format: date-time */
            signup_closes_at?: string | null;
            /** @enum {string} */
            status?: "scheduled" | "cancelled" | "completed";
            /** @enum {string} */
            language?: "en" | "de" | "both";
            speakers?: components["schemas"]["SessionSpeakerRef"][];
            proposal_id?: number;
            speaker_ids?: number[];
            /** Format: uri */
            recording_url?: string | null;
            do_not_record?: boolean;
            translations?: {
                de?: {
                    title?: string | null;
                    description?: string | null;
                };
            };
            host_user_id?: number | null;
            version?: number;
        };
        /** @description The edit was based on a stale `version`: why, and the session as it is now. */
        StaleEdit: {
            detail: string;
            current: components["schemas"]["AdminSession"];
        };
        MoveSessionDto: {
            /** Format: date-time */
            startTime?: string;
            /** Format: date-time */
            endTime?: string;
            room?: string;
            version: number;
        };
        /** @description The signed-in organiser's own undo and redo stacks; nobody else's changes are in them. */
        ScheduleHistory: {
            /** @description Your undo stack, the next to undo first (at most 10 shown). */
            undo: components["schemas"]["ScheduleCommand"][];
            /** @description Your redo stack, the next to redo first (at most 10 shown). */
            redo: components["schemas"]["ScheduleCommand"][];
        };
        /** @description One of your own schedule changes that can be undone or redone. */
        ScheduleCommand: {
            id: number;
            /**
             * @description move: a calendar drag, resize or key; edit: the session form.
             * @enum {string}
             */
            kind: "move" | "edit";
            /** @description What the change did, e.g. "Move 'Keynote' to 10:00 AM, Hall A" (venue time). */
            label: string;
            /** @description Null once the session was deleted (the command can no longer be undone). */
            session_id: number | null;
            title: string;
            before: components["schemas"]["SchedulePlacement"];
            after: components["schemas"]["SchedulePlacement"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Where and when a session takes place: what undo and redo put back. */
        SchedulePlacement: {
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            room: string;
            status: components["schemas"]["SessionStatus"];
        };
        ScheduleStepDto: {
            command_id: number;
            force?: boolean;
            keep_theirs?: boolean;
        };
        /** @description After an undo or redo: the command undone, redone or (keep_theirs) dropped, the session as it is now, and your stacks. */
        ScheduleStep: {
            command: components["schemas"]["ScheduleCommand"];
            session: components["schemas"]["AdminSession"];
            history: components["schemas"]["ScheduleHistory"];
        };
        /** @description Why the step was refused; `current` is the session as it is now when someone changed it since. */
        ScheduleStepConflict: {
            detail: string;
            current?: components["schemas"]["AdminSession"];
        };
        /** @description Every refusal and failure: `detail` says why, as a sentence or one entry per refused field. */
        Error: {
            detail: string | components["schemas"]["FieldError"][];
        } & {
            [key: string]: unknown;
        };
        FieldError: {
            loc: (string | number)[];
            msg: string;
            type: string;
        };
        /** @description The unreleased changes of the programme. */
        ScheduleDraft: {
            mode: components["schemas"]["ScheduleMode"];
            /** @description The release the public site shows (in release mode), or the last one made. */
            latest: components["schemas"]["ScheduleReleaseRef"] | null;
            /** @description What Release would publish (always empty in live mode). */
            changes: components["schemas"]["ScheduleReleaseChange"][];
        };
        /**
         * @description live: every schedule edit is public at once; release: edits stay a draft until an organiser releases a version.
         * @enum {string}
         */
        ScheduleMode: "live" | "release";
        /** @description A released version of the programme. */
        ScheduleReleaseRef: {
            number: number;
            name: string;
            /** Format: date-time */
            released_at: string;
        };
        /** @description How one session changed from the release before. */
        ScheduleReleaseChange: {
            session_id: number;
            title: string;
            kinds: components["schemas"]["ScheduleChangeKind"][];
            /** @description null when the session was added. */
            before: components["schemas"]["ScheduleSlot"] | null;
            /** @description null when the session was removed. */
            after: components["schemas"]["ScheduleSlot"] | null;
        };
        ScheduleSlot: {
            title: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            room: string;
            status: string;
        };
        ScheduleModeDto: {
            /** @enum {string} */
            mode: "live" | "release";
        };
        ScheduleModeChange: {
            mode: components["schemas"]["ScheduleMode"];
            /** @description The release the switch made: the first one when release mode starts, the published draft when live mode returns (null when the draft held nothing). */
            release: components["schemas"]["AdminScheduleRelease"] | null;
        };
        /** @description A release with its changelog and who made it. */
        AdminScheduleRelease: {
            number: number;
            name: string;
            /** Format: date-time */
            released_at: string;
            change_count: number;
            /** @description The e-mail of the organiser who released it. */
            released_by: string;
            changes: components["schemas"]["ScheduleReleaseChange"][];
        };
        ReleaseDto: {
            name?: string | null;
        };
        /** @description How schedule edits go public now, and every release made, newest first. */
        ScheduleReleases: {
            mode: components["schemas"]["ScheduleMode"];
            releases: components["schemas"]["ScheduleReleaseSummary"][];
        };
        /** @description A released version of the programme and how many sessions it changed. */
        ScheduleReleaseSummary: {
            number: number;
            name: string;
            /** Format: date-time */
            released_at: string;
            change_count: number;
        };
        /** @description A released version of the programme with its changelog. */
        ScheduleRelease: {
            number: number;
            name: string;
            /** Format: date-time */
            released_at: string;
            change_count: number;
            /** @description The programme as this release published it. */
            programme: components["schemas"]["Session"][];
            changes: components["schemas"]["ScheduleReleaseChange"][];
        };
        /** @description A session as the public API shows it (spec: Session entity). */
        Session: {
            id: number;
            title: string;
            description: string;
            /**
             * Format: date
             * @description UTC date of the start, YYYY-MM-DD.
             */
            date: string;
            /** @description UTC time of the start, HH:MM. */
            time: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            /** @description Minutes. */
            duration: number;
            /** @description 'TBA' while no room is set. */
            room: string;
            track: string;
            type: components["schemas"]["SessionType"];
            status: components["schemas"]["SessionStatus"];
            language: components["schemas"]["SessionLanguage"];
            capacity: number | null;
            /** @description Seats are signed up for (POST /api/sessions/{id}/signup). */
            signup_required: boolean;
            /** @description Seats taken and the waitlist, when the session needs sign-up; else null. */
            seats: components["schemas"]["Seats"] | null;
            /** @description Raised by every edit; send it back with an edit to have a stale one refused (409). */
            version: number;
            /** @description In display order; speakers hidden from the public site are left out. */
            speakers: components["schemas"]["SessionSpeaker"][];
            /** @description Where the recording is (https), once published; else null. */
            recording_url: string | null;
            /** @description Organisers marked the session as not recorded. */
            do_not_record: boolean;
            /** @description Not recorded: do_not_record, or a speaker refused consent to recording. */
            recording_optout: boolean;
            /** @description Where the session's room is streamed live (https); null: not streamed. */
            stream_url: string | null;
            /** @description Its room is placed on a venue map (GET /public/venue-maps; the page /venue?room=<room>). */
            on_map: boolean;
            /** @description The texts shown in another language than the one asked for, as it has none of its own, and the language each is in (a page marks them with lang). Absent: every text is in the language asked for. */
            texts_in?: {
                /** @enum {string} */
                title?: "en" | "de";
                /** @enum {string} */
                description?: "en" | "de";
            };
        };
        SessionSpeaker: {
            id: number;
            name: string;
            title: string;
            bio: string;
            /** @description An absolute URL or a path on this server (/uploads/...). */
            image: string | null;
            display_order: number;
        };
        AdminNewsItem: {
            id: number;
            title: string;
            /** @description Sanitised HTML. */
            content: string;
            /** Format: date-time */
            published_date: string;
            author: string | null;
            category: components["schemas"]["NewsCategory"];
            featured: boolean;
            status: components["schemas"]["NewsStatus"];
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
        };
        /** @enum {string|null} */
        NewsCategory: "announcement" | "update" | "highlight" | null;
        /** @enum {string} */
        NewsStatus: "draft" | "published";
        CreateNewsDto: {
            title: string;
            content: string;
            published_date?: string;
            author?: string;
            /** @enum {string} */
            category?: "announcement" | "update" | "highlight";
            featured?: boolean;
            /** @enum {string} */
            status?: "draft" | "published";
            translations?: {
                de?: {
                    title?: string | null;
                    content?: string | null;
                };
            };
        };
        UpdateNewsDto: {
            title?: string;
            content?: string;
            published_date?: string;
            author?: string;
            /** @enum {string} */
            category?: "announcement" | "update" | "highlight";
            featured?: boolean;
            /** @enum {string} */
            status?: "draft" | "published";
            translations?: {
                de?: {
                    title?: string | null;
                    content?: string | null;
                };
            };
        };
        /** @description A news item as a push notification, before it is sent. */
        NewsPush: {
            /** @description Devices that would get it now: those told of announcements that have not had it yet. */
            devices: number;
            /** @description Devices that have had this item already (a second send skips them). */
            already_told: number;
            previews: components["schemas"]["NewsPushPreview"][];
        };
        /** @description The notification as the devices of one language show it. */
        NewsPushPreview: {
            /** @enum {string} */
            language: "en" | "de";
            title: string;
            /** @description The content as plain text, shortened to about 180 characters. */
            body: string;
            /** @description The site's address the notification opens ('/news/12', '/de/news/12'). */
            url: string;
            /** @description A newer notification with the same tag replaces the older one on the device. */
            tag: string;
            /** @description Devices in this language that would get it now. */
            devices: number;
        };
        /** @description How many devices a news item was sent to as a push. */
        NewsPushSent: {
            /** @description Devices it was queued for now. */
            devices: number;
        };
        AdminSpeaker: {
            id: number;
            name: string;
            title: string | null;
            company: string | null;
            /** @description An absolute URL or a path on this server (/uploads/...); the same as image_url. */
            image: string | null;
            image_url: string | null;
            bio: string | null;
            bio_short: string | null;
            linkedin_url: string | null;
            talk_title: string | null;
            talk_abstract: string | null;
            display_on_public: boolean;
            /** @description The account the speaker signs in with, if any. */
            user_id: number | null;
            email: string | null;
            /** @description The speaker agrees to their talks being recorded and published; null: not answered. Only the speaker answers it (call or profile). */
            recording_consent: boolean | null;
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
        };
        CreateSpeakerDto: {
            name: string;
            title?: string | null;
            company?: string | null;
            bio?: string | null;
            bio_short?: string | null;
            talk_title?: string | null;
            talk_abstract?: string | null;
            linkedin_url?: string | null;
            display_on_public?: boolean;
            translations?: {
                de?: {
                    title?: string | null;
                    bio?: string | null;
                    bio_short?: string | null;
                    talk_title?: string | null;
                    talk_abstract?: string | null;
                };
            };
        };
        UpdateSpeakerDto: {
            name?: string;
            title?: string | null;
            company?: string | null;
            bio?: string | null;
            bio_short?: string | null;
            talk_title?: string | null;
            talk_abstract?: string | null;
            linkedin_url?: string | null;
            display_on_public?: boolean;
            translations?: {
                de?: {
                    title?: string | null;
                    bio?: string | null;
                    bio_short?: string | null;
                    talk_title?: string | null;
                    talk_abstract?: string | null;
                };
            };
        };
        /** @description The signed-in speaker's own profile, as /speakers shows it once published. */
        SpeakerProfile: {
            /** @description The speaker record the profile is; null until the account has one. */
            speaker_id: number | null;
            name: string;
            title: string | null;
            company: string | null;
            bio_short: string | null;
            bio: string | null;
            linkedin_url: string | null;
            image_url: string | null;
            /** @description Shown on /speakers (organisers publish a speaker). */
            display_on_public: boolean;
            /** @description Agrees to their talks being recorded and published; null: not answered. A no marks their sessions not recorded. */
            recording_consent: boolean | null;
        };
        SpeakerProfileDto: {
            name: string;
            title?: string | null;
            company?: string | null;
            bio_short?: string | null;
            bio?: string | null;
            linkedin_url?: string | null;
            recording_consent?: boolean | null;
        };
        /** @description When a speaker can speak. */
        MyAvailability: {
            /** @description The programme's days (venue time, YYYY-MM-DD): times can be entered for these. Empty until sessions exist. */
            days: string[];
            /** @description The times the speaker can speak, earliest first. None: available at any time. */
            slots: components["schemas"]["AvailabilityRange"][];
        };
        AvailabilityRange: {
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
        };
        AvailabilityDto: {
            slots: components["schemas"]["AvailabilityRangeDto"][];
        };
        /** @description A speaker's entered times (speakers who entered none are available at any time and not listed). */
        SpeakerAvailability: {
            speaker_id: number;
            name: string;
            slots: components["schemas"]["AvailabilityRange"][];
        };
        AdminSponsor: {
            id: number;
            name: string;
            description: string | null;
            /** @description As entered: may lack its scheme ('example.com'). */
            website: string | null;
            logo_url: string | null;
            tier: components["schemas"]["SponsorTier"];
            contribution: number | null;
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
        };
        /** @enum {string} */
        SponsorTier: "platinum" | "gold" | "silver" | "bronze" | "partner";
        CreateSponsorDto: {
            name: string;
            description: string;
            website: string;
            logo_url: string;
            /** @enum {string} */
            tier?: "platinum" | "gold" | "silver" | "bronze" | "partner";
            contribution: number;
            translations?: {
                de?: {
                    description?: string | null;
                };
            };
        };
        UpdateSponsorDto: {
            name?: string;
            description?: string;
            website?: string;
            logo_url?: string;
            /** @enum {string} */
            tier?: "platinum" | "gold" | "silver" | "bronze" | "partner";
            contribution?: number;
            translations?: {
                de?: {
                    description?: string | null;
                };
            };
        };
        /** @description A floor of the venue: its plan and the rooms placed on it. */
        PublicVenueMap: {
            id: number;
            /** @description The floor's name in the reader's language. */
            floor: string;
            /** @description The plan: a path on this server (/uploads/venue/...). */
            image_url: string;
            width: number;
            height: number;
            rooms: components["schemas"]["PlacedRoom"][];
        };
        /** @description A room placed on a floor. */
        PlacedRoom: {
            /** @description The room's key (its name trimmed and lower-cased): /venue?room=<key> highlights it. */
            key: string;
            name: string;
            /** @description A fraction (0..1) of the image's width. */
            x: number;
            /** @description A fraction (0..1) of the image's height. */
            y: number;
            stream_url: string | null;
        };
        /** @description A floor as organisers edit it. */
        VenueMap: {
            id: number;
            /** @description The floor's name (English). */
            floor: string;
            /** @description The plan: a path on this server (/uploads/venue/...). */
            image_url: string;
            width: number;
            height: number;
            rooms: components["schemas"]["PlacedRoom"][];
            /** @description The floor's German name; '' when it has none. */
            floor_de: string;
            position: number;
        };
        UpdateVenueMapDto: {
            floor?: string;
            floor_de?: string;
            position?: number;
        };
        PlaceRoomDto: {
            room: string;
            x: number | null;
            y: number | null;
        };
        SiteContentFormSchema: {
            [key: string]: unknown;
        };
        ProposalDto: {
            title: string;
            abstract: string;
            speaker_name: string;
            speaker_position: string;
            speaker_bio: string;
            /** Format: email */
            email: string;
            organization: string;
            /** @enum {string} */
            presentation_type: "technology_application" | "technology_spotlight" | "research_output";
            /** @description Agrees to the talk being recorded and published; left out: not asked. */
            recording_consent?: boolean | null;
        };
        SpeakerProposalDto: {
            title: string;
            abstract: string;
            /** @enum {string|null} */
            presentation_type?: "talk" | "workshop" | "panel" | null;
            speaker_name?: string | null;
            speaker_bio?: string | null;
            organization?: string | null;
            /** @description Agrees to the talk being recorded and published; left out: not asked. */
            recording_consent?: boolean | null;
        };
        /** @enum {string} */
        ProposalStatus: "pending" | "accepted" | "rejected" | "scheduled" | "approved_scheduled" | "approved_unscheduled" | "withdrawn";
        /** @description A proposal as its speaker and the organisers see it. */
        Proposal: {
            id: number;
            title: string;
            abstract: string;
            /** @description The call's types (technology_application, technology_spotlight, research_output) or a speaker's (talk, workshop, panel). */
            presentation_type: string;
            status: components["schemas"]["ProposalStatus"];
            speaker_name: string;
            speaker_bio: string;
            speaker_position: string;
            email: string;
            organization: string;
            session_id: number | null;
            /** Format: date-time */
            scheduled_time: string | null;
            scheduled_room: string | null;
            review_notes: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** Format: date-time */
            confirmed_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ReviewDto: {
            /** @enum {string} */
            status: "accepted" | "rejected";
            notes?: string | null;
        };
        ReviewSettings: {
            phase: components["schemas"]["ReviewPhase"];
            /** @description Reviewers never see who proposed. */
            anonymised: boolean;
            /** @description Reviewers may review any proposal they have no conflict with, not only those assigned. */
            open_review: boolean;
            /** @description How many reviewers automatic assignment gives each proposal. */
            reviewers_per_proposal: number;
        };
        UpdateReviewSettingsDto: {
            /** @enum {string} */
            phase?: "submission" | "review" | "decision";
            anonymised?: boolean;
            open_review?: boolean;
            reviewers_per_proposal?: number;
        };
        /** @description A member of the programme committee and their progress. */
        Reviewer: {
            id: number;
            full_name: string;
            email: string;
            organization: string;
            is_reviewer: boolean;
            /** @description Work left: proposals under review assigned to them that they have not reviewed yet. */
            assigned: number;
            /** @description Reviews they submitted. */
            reviewed: number;
        };
        UpdateReviewerDto: {
            is_reviewer?: boolean;
            organization?: string;
        };
        /** @description What reviews score, from 1 to scale_max; weight counts in the ranking. */
        ReviewCriterion: {
            id: number;
            name: string;
            weight: number;
            scale_max: number;
            position: number;
        };
        CreateCriterionDto: {
            name: string;
            weight?: number;
            scale_max?: number;
            position?: number;
        };
        UpdateCriterionDto: {
            name?: string;
            weight?: number;
            scale_max?: number;
            position?: number;
        };
        /** @description A reviewer asked to review a proposal. */
        ReviewAssignment: {
            proposal_id: number;
            reviewer_id: number;
            reviewed: boolean;
        };
        AssignmentDto: {
            proposal_id: number;
            reviewer_id: number;
        };
        AutoAssignDto: {
            proposal_ids?: number[];
        };
        AutoAssignResult: {
            created: components["schemas"]["ReviewAssignment"][];
            /** @description Proposals that could not get enough reviewers: everyone else has a conflict or proposed it. */
            unfilled: {
                proposal_id: number;
                missing: number;
            }[];
        };
        RankedProposal: {
            proposal: components["schemas"]["Proposal"];
            /** @description Weighted mean of the reviews, 0 to 100; null without reviews. */
            score: number | null;
            /** @description Standard deviation of the reviews' scores, 0 to 100. */
            spread: number | null;
            /** @description Mean score per criterion (by id), on its own scale. */
            criteria: {
                [key: string]: number | null;
            };
            reviews: components["schemas"]["Review"][];
            reviewers_assigned: number;
            /** @description Reviews whose score is more than 25 points from the median (with three reviews or more). */
            outliers: number[];
            rank: number | null;
        };
        Review: {
            id: number;
            proposal_id: number;
            reviewer_id: number;
            reviewer_name: string;
            /** @description A score per criterion, keyed by the criterion's id. */
            scores: {
                [key: string]: number;
            };
            /** @description The weighted score of this review, 0 to 100. */
            score: number | null;
            comment: string;
            speaker_note: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description A decision mail; {name}, {title}, {slot}, {room}, {notes}, {product} and {dashboard} are filled in per speaker. */
        DecisionTemplate: {
            id: number;
            name: string;
            decision: components["schemas"]["Decision"];
            subject: string;
            body: string;
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
            /** Format: date-time */
            updated_at: string;
        };
        /** @enum {string} */
        Decision: "accepted" | "rejected";
        TemplateDto: {
            name: string;
            /** @enum {string} */
            decision: "accepted" | "rejected";
            subject: string;
            body: string;
            translations?: {
                de?: {
                    subject?: string | null;
                    body?: string | null;
                };
            };
        };
        UpdateTemplateDto: {
            name?: string;
            /** @enum {string} */
            decision?: "accepted" | "rejected";
            subject?: string;
            body?: string;
            translations?: {
                de?: {
                    subject?: string | null;
                    body?: string | null;
                };
            };
        };
        DecisionDto: {
            proposal_ids: number[];
            /** @enum {string} */
            decision: "accepted" | "rejected";
            template_id: number;
            /** @description A note for the speaker by proposal id (at most 5000 characters each). */
            notes?: {
                [key: string]: string;
            };
        };
        DecisionPreview: {
            mails: components["schemas"]["DecisionMailPreview"][];
            skipped: components["schemas"]["SkippedProposal"][];
        };
        /** @description The exact mail a speaker will receive. */
        DecisionMailPreview: {
            proposal_id: number;
            to: string;
            subject: string;
            text: string;
        };
        SkippedProposal: {
            proposal_id: number;
            reason: string;
        };
        DecisionBatch: {
            batch_id: number;
            decision: components["schemas"]["Decision"];
            total: number;
            sent: number;
            failed: number;
            /** @description Every mail was sent or failed for good. */
            done: boolean;
            decided: number[];
            skipped: components["schemas"]["SkippedProposal"][];
        };
        /** @description How far the mail of a bulk decision has gone. */
        DecisionProgress: {
            batch_id: number;
            decision: components["schemas"]["Decision"];
            total: number;
            sent: number;
            failed: number;
            /** @description Every mail was sent or failed for good. */
            done: boolean;
        };
        /** @description The committee's phase, criteria and progress. */
        ReviewState: {
            phase: components["schemas"]["ReviewPhase"];
            anonymised: boolean;
            open_review: boolean;
            criteria: components["schemas"]["ReviewCriterion"][];
            /** @description Each reviewer's progress: proposals under review assigned to them and not yet reviewed (work left), reviews submitted. */
            committee: {
                id: number;
                full_name: string;
                assigned: number;
                reviewed: number;
            }[];
        };
        /** @description A proposal as a reviewer sees it: what review needs, and the proposer only when review isn't anonymised. */
        ReviewerProposal: {
            id: number;
            title: string;
            abstract: string;
            presentation_type: string;
            status: components["schemas"]["ProposalStatus"];
            /** @description Null while review is anonymised. */
            proposer: components["schemas"]["Proposer"] | null;
            /** @description Set when the free text (shown as written) may name the proposer while review is anonymised. */
            identity_warning: string | null;
            /** @description Assigned to this reviewer (otherwise offered by open review). */
            assigned: boolean;
            reviews_done: number;
            reviewers_assigned: number;
            my_review: components["schemas"]["Review"] | null;
        };
        Proposer: {
            name: string;
            position: string;
            organization: string;
            bio: string;
        };
        ReviewerProposalDetail: {
            id: number;
            title: string;
            abstract: string;
            presentation_type: string;
            status: components["schemas"]["ProposalStatus"];
            /** @description Null while review is anonymised. */
            proposer: components["schemas"]["Proposer"] | null;
            /** @description Set when the free text (shown as written) may name the proposer while review is anonymised. */
            identity_warning: string | null;
            /** @description Assigned to this reviewer (otherwise offered by open review). */
            assigned: boolean;
            reviews_done: number;
            reviewers_assigned: number;
            my_review: components["schemas"]["Review"] | null;
            /** @description The other reviews: null until this reviewer submitted their own. */
            others: components["schemas"]["Review"][] | null;
        };
        SubmitReviewDto: {
            /** @description A whole score from 1 to the criterion's scale_max for every criterion, by criterion id. */
            scores: {
                [key: string]: number;
            };
            comment?: string;
            speaker_note?: string | null;
        };
        MailingDto: {
            audience: components["schemas"]["MailingAudience"];
            subject: string;
            body: string;
            translations?: {
                de?: {
                    subject?: string | null;
                    body?: string | null;
                };
            };
        };
        MailingPreview: {
            total: number;
            mails: components["schemas"]["MailingMail"][];
        };
        /** @description The exact mail one speaker will receive. */
        MailingMail: {
            to: string;
            name: string;
            language: string;
            /** @description The proposal the mail is about (null for a speaker listed on a chosen session without one). */
            proposal_id: number | null;
            session_id: number | null;
            subject: string;
            text: string;
        };
        /** @description A mail organisers sent to a group of speakers, and how far its sending has gone. */
        Mailing: {
            mailing_id: number;
            total: number;
            sent: number;
            failed: number;
            /** @description Every mail was sent or failed for good. */
            done: boolean;
            id: number;
            subject: string;
            body: string;
            translations: components["schemas"]["Translations"];
            /** @description Languages in which a text that exists in another language is still missing (it falls back to the other). */
            missing_translations: ("en" | "de")[];
            audience: components["schemas"]["MailingAudience"];
            /** Format: date-time */
            created_at: string;
        };
        /** @description Whom a mailing is for. */
        MailingAudience: {
            /** @enum {string} */
            group: "proposals" | "unconfirmed" | "sessions" | "signups";
            statuses?: ("pending" | "accepted" | "rejected" | "scheduled" | "approved_scheduled" | "approved_unscheduled" | "withdrawn")[];
            types?: string[];
            session_ids?: number[];
            signup_statuses?: ("confirmed" | "waitlisted")[];
        };
        /** @description How far a mailing's mail has gone. */
        MailingProgress: {
            mailing_id: number;
            total: number;
            sent: number;
            failed: number;
            /** @description Every mail was sent or failed for good. */
            done: boolean;
        };
        /** @description Your rating of a session. */
        MyFeedback: {
            session_id: number;
            rating: number;
            comment: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Whether you may rate sessions: a confirmed address and, unless organisers waived it, a paid registration. */
        FeedbackEligibility: {
            can_rate: boolean;
            /** @description Why not (the same text a refused rating answers with); null when you may rate. */
            detail: string | null;
        };
        FeedbackDto: {
            rating: number;
            comment?: string | null;
        };
        /** @description A session's ratings and comments, without the attendees' identities. */
        SessionFeedback: {
            session_id: number;
            title: string;
            /** Format: date-time */
            start_time: string;
            ratings: number;
            /** @description Mean rating, 1 to 5, one decimal; null without ratings. */
            average: number | null;
            /** @description How many rated 1, 2, 3, 4 and 5. */
            distribution: number[];
            comments: {
                rating: number;
                comment: string;
                /** Format: date-time */
                created_at: string;
            }[];
        };
        SponsorshipApplicationDto: {
            company_name: string;
            contact_name: string;
            /** Format: email */
            email: string;
            phone: string;
            /** @enum {string} */
            tier?: "gold" | "silver" | "bronze";
            website?: string | null;
            message?: string | null;
            /** @default false */
            is_lt_innovate_member: boolean;
            /**
             * @description Required for members (regular or premium); ignored for others.
             * @enum {string}
             */
            member_type?: "regular" | "premium" | "";
        };
        BarrierReportDto: {
            /** Format: email */
            email: string;
            name?: string | null;
            page?: string | null;
            message: string;
        };
        /** @description The ids of the sessions you saved. */
        SavedSessions: {
            session_ids: number[];
        };
        MergeScheduleDto: {
            session_ids: number[];
        };
        /** @description A seat at the session, or a place in its waitlist. */
        SignupAnswer: {
            status: components["schemas"]["SignupStatus"];
            /** @description Your place in line (1 = next) while waitlisted; null with a seat. */
            position: number | null;
        };
        /** @enum {string} */
        SignupStatus: "confirmed" | "waitlisted";
        /** @description Your sign-ups, soonest session first. */
        MySignups: {
            signups: components["schemas"]["MySignup"][];
        };
        MySignup: {
            status: components["schemas"]["SignupStatus"];
            /** @description Your place in line (1 = next) while waitlisted; null with a seat. */
            position: number | null;
            session_id: number;
            title: string;
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
            room: string;
            /** Format: date-time */
            signed_up_at: string;
        };
        /** @description A session's sign-ups, as organisers see them. */
        SessionSignups: {
            session_id: number;
            title: string;
            capacity: number | null;
            /** @description Those with a seat (in the order they got it), then the waitlist in its order. */
            signups: components["schemas"]["SessionSignup"][];
        };
        SessionSignup: {
            status: components["schemas"]["SignupStatus"];
            /** @description Your place in line (1 = next) while waitlisted; null with a seat. */
            position: number | null;
            user_id: number;
            name: string;
            email: string;
            /** Format: date-time */
            signed_up_at: string;
            /**
             * Format: date-time
             * @description When the seat was given; null while waitlisted.
             */
            confirmed_at: string | null;
        };
        /** @description A session's questions, as the reader may see them, and what the reader may do. */
        QuestionList: {
            session_id: number;
            /** @description Most votes first, then the oldest; pending and hidden ones only for moderators and their authors. */
            questions: components["schemas"]["Question"][];
            /** @description You may approve, hide, mark answered and pin (an organiser, a speaker or the host of the session). */
            can_moderate: boolean;
            /** @description You may ask now (signed in, or visitors allowed; within the window). */
            can_ask: boolean;
            /** @description Only signed-in attendees ask and vote (visitors are not allowed). */
            signed_in_only: boolean;
            /** @description New questions wait for a moderator before others see them. */
            moderated: boolean;
            /**
             * Format: date-time
             * @description When questions open (some minutes before the start).
             */
            opens_at: string;
            /**
             * Format: date-time
             * @description When questions close (some minutes after the end).
             */
            closes_at: string;
            /** @description Your open questions (waiting or shown, not answered) in this session. */
            open_questions: number;
            max_open_questions: number;
            max_length: number;
        };
        /** @description A question as the reader sees it. */
        Question: {
            id: number;
            session_id: number;
            text: string;
            /** @description The asker's name (a visitor's display name); '' once anonymised. */
            author: string;
            status: components["schemas"]["QuestionStatus"];
            /** @description "Being answered now": at most one per session. */
            pinned: boolean;
            votes: number;
            /** Format: date-time */
            created_at: string;
            /** @description Asked by you (your account, or this browser as a visitor). */
            mine: boolean;
            /** @description You voted for it. */
            voted: boolean;
        };
        /**
         * @description pending: waits for a moderator; approved: shown; hidden: by a moderator; answered: shown, marked so.
         * @enum {string}
         */
        QuestionStatus: "pending" | "approved" | "hidden" | "answered";
        AskQuestionDto: {
            text: string;
            display_name?: string;
        };
        /** @description Your vote, and the count now. */
        QuestionVote: {
            id: number;
            session_id: number;
            votes: number;
            voted: boolean;
        };
        ModerateQuestionDto: {
            /** @enum {string} */
            status?: "approved" | "hidden" | "answered";
            pinned?: boolean;
        };
        /** @description Your ticket to the event, shown at the door as a QR code of its token. */
        Ticket: {
            /** @description What the QR code carries: 128 random bits as base64url, nothing about the holder. */
            token: string;
            kind: components["schemas"]["TicketKind"];
            holder_name: string;
            /** Format: date-time */
            issued_at: string;
            event: {
                name: string;
                /** Format: date */
                starts_on: string;
                /** Format: date */
                ends_on: string;
                /** @description The venue's time zone (IANA). */
                time_zone: string;
            };
        };
        /**
         * @description attendee: a paid registration; speaker and organiser: by their role; door_helper: by the check-in permission.
         * @enum {string}
         */
        TicketKind: "attendee" | "speaker" | "organiser" | "door_helper";
        ScanDto: {
            token: string;
            door?: string | null;
            /** Format: date-time */
            scanned_at?: string | null;
        };
        /** @description Let in: the first check-in of this ticket. */
        CheckIn: {
            /** @description This check-in, to undo it. */
            id: number;
            holder: components["schemas"]["TicketHolder"];
            /** Format: date-time */
            checked_in_at: string;
            door: string;
        };
        TicketHolder: {
            name: string;
            kind: components["schemas"]["TicketKind"];
        };
        CheckInRefused: {
            detail: string;
            /** @enum {string} */
            reason: "already_in" | "not_paid" | "refunded";
            holder: components["schemas"]["TicketHolder"] | null;
            /** @description The first check-in, when already in. */
            first: {
                /** Format: date-time */
                at: string;
                door: string;
            } | null;
        };
        /** @description "412 of 530 arrived". */
        Arrivals: {
            arrived: number;
            /** @description Live tickets of people entitled to one. */
            expected: number;
        };
        /** @description Every live ticket of someone entitled to one, with the least a door needs offline. */
        DoorList: {
            attendees: {
                token: string;
                name: string;
                kind: components["schemas"]["TicketKind"];
                /**
                 * Format: date-time
                 * @description When they came in (their first check-in not undone); null while not in.
                 */
                arrived_at: string | null;
            }[];
        };
        DoorHelperDto: {
            can_check_in: boolean;
        };
        DoorHelper: {
            id: number;
            full_name: string;
            email: string;
            can_check_in: boolean;
        };
        DoorSyncDto: {
            scans: {
                token: string;
                door?: string | null;
                /** Format: date-time */
                scanned_at?: string | null;
            }[];
        };
        /** @description Each queued scan's answer, in the order sent: what POST /api/checkin would have answered. */
        DoorSync: {
            results: {
                /** @description 200: let in; 404 or 409: refused. */
                status: number;
                body: components["schemas"]["CheckIn"] | components["schemas"]["CheckInRefused"] | {
                    detail: string;
                    /** @enum {string} */
                    reason: "unknown" | "revoked";
                };
            }[];
        };
        SessionDoorDto: {
            token: string;
        };
        /** @description The holder has a seat at this session. */
        SessionDoor: {
            holder: components["schemas"]["TicketHolder"];
            session: {
                id: number;
                title: string;
            };
            /** @enum {string} */
            status: "confirmed";
        };
        SessionDoorRefused: {
            detail: string;
            /** @enum {string} */
            reason: "not_signed_up" | "waitlisted";
            holder: components["schemas"]["TicketHolder"];
            /** @description Their place in line when waitlisted. */
            position: number | null;
        };
        PushKey: {
            /** @description The server's VAPID public key (65 bytes, base64url): the browser subscribes with it. */
            public_key: string;
        };
        PushSubscriptionDto: {
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                p256dh: string;
                auth: string;
            };
            topics?: ("session_changes" | "reminders" | "decisions" | "assignments" | "announcements")[];
            reminder_minutes?: (5 | 10 | 15) | null;
            /** @enum {string} */
            language?: "en" | "de";
            session_ids?: number[];
            replaces?: {
                endpoint: string;
                keys: {
                    auth: string;
                };
            };
        };
        /** @description A device that receives push notifications. */
        PushDevice: {
            id: number;
            /** @description The push service's address for this device: a page finds its own device by it. */
            endpoint: string;
            /** @description The browser, as its user agent names it ("Chrome 131"); empty when unknown. */
            browser: string;
            /** @description The operating system ("Android 15"); empty when unknown. */
            system: string;
            topics: ("session_changes" | "reminders" | "decisions" | "assignments" | "announcements")[];
            /** @description "Starts in N minutes" for saved sessions; null: no reminders. */
            reminder_minutes: (5 | 10 | 15) | null;
            /** @enum {string} */
            language: "en" | "de";
            /** @description An anonymous device's starred sessions; empty for an account's device. */
            session_ids: number[];
            /** @description Sessions this device is not told about ("Mute this session"). */
            muted_session_ids: number[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_used_at: string;
        };
        EndPushSubscriptionDto: {
            endpoint: string;
            keys: {
                auth: string;
            };
        };
        PushStarsDto: {
            endpoint: string;
            keys: {
                auth: string;
            };
            session_ids: number[];
        };
        PushDevices: {
            devices: components["schemas"]["PushDevice"][];
        };
        /** @description The rooms the caller may mark late today (organisers: every room of today; hosts: their sessions' rooms). */
        MarkableRooms: {
            /** Format: date */
            day: string;
            rooms: components["schemas"]["RoomDelay"][];
        };
        /** @description How late a room runs today. */
        RoomDelay: {
            room: string;
            /** Format: date */
            day: string;
            delay_minutes: number;
        };
        SetRoomDelayDto: {
            minutes: number;
        };
        MoveFollowingDto: {
            minutes: number;
        };
        /** @description The room's sessions still to come today, moved; `delay_minutes` is the room's mark after it (lowered by the minutes moved when live). */
        MovedFollowing: {
            room: string;
            /** Format: date */
            day: string;
            delay_minutes: number;
            /** @description The sessions moved, at their new times, in time order. */
            moved: {
                id: number;
                title: string;
                /** Format: date-time */
                start_time: string;
                /** Format: date-time */
                end_time: string;
            }[];
            /** @description In release mode the moves wait for the next release (and the mark stays until then). */
            draft: boolean;
        };
        /** @description The private addresses of your saved sessions, all made with one secret: resetting it (rotate) ends all of them. */
        CalendarFeed: {
            /** @description The iCalendar feed (https). */
            url: string;
            /** @description The same feed as webcal://, which opens a calendar app. */
            webcal_url: string;
            /** @description The saved sessions as JSON, for conference apps. */
            json_url: string;
            /** @description The page that carries the saved sessions to a phone (the dashboard shows it as a QR code). */
            phone_url: string;
        };
        /** @description A person's saved sessions, for conference apps (pretalx#2364) and their phone. */
        Favourites: {
            /** @description The saved sessions of the published programme, by id, ascending. */
            session_ids: number[];
            /** @description The same sessions, in programme order. */
            sessions: components["schemas"]["FavouriteSession"][];
        };
        FavouriteSession: {
            id: number;
            title: string;
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            /** @description 'TBA' while no room is set. */
            room: string;
            status: components["schemas"]["SessionStatus"];
            /** @description The session's page (absolute). */
            url: string;
        };
        /** @description What a ticket costs and how it is paid; the amount is the server's. */
        PaymentOptions: {
            /** @enum {string} */
            provider: "test" | "stripe" | "none";
            test_mode: boolean;
            amount: number;
            currency: string;
            payment_status: components["schemas"]["PaymentStatus"];
        };
        ProcessPaymentDto: {
            userId?: number | null;
            amount?: number | null;
        };
        PaymentResult: {
            success: boolean;
            /** @enum {string} */
            payment_status: "paid" | "pending";
            checkout_url?: string;
        };
        /** @description An in-app notification, as listed and as pushed (`notification`). */
        Notification: {
            id: number;
            /** @enum {string} */
            type: "success" | "error" | "warning" | "info";
            title: string;
            message: string;
            /** Format: date-time */
            timestamp: string;
            read: boolean;
            /** @description Where the notification leads (a path on this site), when it is about something specific. */
            link: string | null;
        };
        Analytics: {
            totalUsers: number;
            totalSpeakers: number;
            totalSessions: number;
            totalRegistrations: number;
            pendingProposals: number;
            /** @enum {string} */
            registrations_are: "paid tickets";
        };
        /** @description The console's overview charts. */
        AnalyticsOverview: {
            /** @description Accounts made and tickets paid up to each day (running totals), from the first to today. */
            registrations: {
                /** @description A calendar day at the venue, YYYY-MM-DD. */
                day: string;
                accounts: number;
                paid_tickets: number;
            }[];
            /** @description Proposals sent, and decided (accepted, scheduled included, or rejected), up to each day. */
            proposals: {
                /** @description A calendar day at the venue, YYYY-MM-DD. */
                day: string;
                submitted: number;
                accepted: number;
                rejected: number;
            }[];
            /** @description Proposals by presentation type and status now. */
            proposal_types: {
                type: string;
                pending: number;
                accepted: number;
                scheduled: number;
                rejected: number;
                withdrawn: number;
            }[];
            /** @description The proposals under review: none of their reviews in, some, or all their assigned reviewers done. */
            review: {
                unreviewed: number;
                in_progress: number;
                complete: number;
            };
            /** @description Per room of the programme: what it holds, the saves of its most saved session, all its sessions' saves. */
            rooms: {
                room: string;
                capacity: number | null;
                most_saved: number;
                saved: number;
            }[];
            /** @description Per session that needs sign-up (not cancelled), soonest first: its seats, those taken and the waitlist (issue 46). */
            signups: {
                session_id: number;
                title: string;
                capacity: number | null;
                confirmed: number;
                waitlisted: number;
            }[];
        };
        /** @description Every past edition, newest first. */
        EditionList: {
            editions: components["schemas"]["EditionSummary"][];
        };
        /** @description A past edition in the archive. */
        EditionSummary: {
            year: number;
            /** @description The event's name and year when it was archived: 'LT-Summit 2025'. */
            name: string;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
            time_zone: string;
            session_count: number;
            speaker_count: number;
        };
        /** @description A past edition: its programme and speakers, in the language asked for. */
        Edition: {
            year: number;
            /** @description The event's name and year when it was archived: 'LT-Summit 2025'. */
            name: string;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
            time_zone: string;
            session_count: number;
            speaker_count: number;
            /** @description Its programme as visitors last read it. */
            sessions: components["schemas"]["Session"][];
            /** @description Its speakers as the public site showed them. */
            speakers: components["schemas"]["PublicSpeaker"][];
        };
        /** @description A speaker shown on the public site (spec: Speaker entity). */
        PublicSpeaker: {
            id: number;
            name: string;
            title: string | null;
            company: string | null;
            /** @description An absolute URL or a path on this server (/uploads/...); the same as image_url. */
            image: string | null;
            image_url: string | null;
            bio: string | null;
            bio_short: string | null;
            linkedin_url: string | null;
            talk_title: string | null;
            talk_abstract: string | null;
        };
        NextEditionDto: {
            /** Format: date */
            event_starts_on: string;
            /** Format: date */
            event_ends_on: string;
        };
        /** @description What beginning the next edition moves to the archive; nothing is deleted. */
        EditionPreview: {
            /** @description The edition that goes to the archive: the year of its first day. */
            archived_year: number;
            archived_name: string;
            next_year: number;
            /** @description How many rows of each kind move to the archive. */
            moves: {
                check_ins: number;
                saved_sessions: number;
                session_feedback: number;
                session_speakers: number;
                schedule_commands: number;
                schedule_releases: number;
                speaker_availability: number;
                review_assignments: number;
                reviews: number;
                review_conflicts: number;
                proposals: number;
                questions: number;
                sessions: number;
            };
            /** @description Sessions /archive/{year} will show. */
            public_sessions: number;
            /** @description Speakers /archive/{year} will show; hidden from /speakers until shown again. */
            public_speakers: number;
        };
        /** @description The edition just archived. */
        ArchivedEdition: {
            year: number;
            /** @description The event's name and year when it was archived: 'LT-Summit 2025'. */
            name: string;
            /** Format: date */
            starts_on: string;
            /** Format: date */
            ends_on: string;
            time_zone: string;
            session_count: number;
            speaker_count: number;
            /** @description The rows of each kind now in the archive: the counts before, each one kept. */
            moved: {
                check_ins: number;
                saved_sessions: number;
                session_feedback: number;
                session_speakers: number;
                schedule_commands: number;
                schedule_releases: number;
                speaker_availability: number;
                review_assignments: number;
                reviews: number;
                review_conflicts: number;
                proposals: number;
                questions: number;
                sessions: number;
            };
        };
        /** @description A room sessions use or that organisers set something for (capacity, stream, place on a map; 'TBA' is not a room). */
        Room: {
            name: string;
            /** @description How many people it holds; null while nobody set it. */
            capacity: number | null;
            /** @description Where the room is streamed live (https); null: not streamed. */
            stream_url: string | null;
            /** @description The venue map (floor) it is placed on; null: on none. */
            map_id: number | null;
            /** @description Where on the map: a fraction (0..1) of the image's width. */
            map_x: number | null;
            /** @description Where on the map: a fraction (0..1) of the image's height. */
            map_y: number | null;
            /** @description How many sessions name this room (cancelled ones too). */
            sessions: number;
        };
        SetRoomCapacitiesDto: {
            rooms: components["schemas"]["RoomCapacityDto"][];
        };
        SessionSpeakerRef: {
            id: number;
            display_order?: number;
        };
        AvailabilityRangeDto: {
            /** Format: date-time */
            startTime: string;
            /** Format: date-time */
            endTime: string;
        };
        RoomCapacityDto: {
            name: string;
            /** @description Left out: kept. */
            capacity?: number | null;
            /**
             * Format: uri
             * @description Where the room is streamed live: an https address; null or '' clears it, left out keeps it.
             */
            stream_url?: string | null;
        };
        /** @description Socket.IO: what the server pushes, by event name. */
        ClientEvents: {
            hello: {
                user: {
                    id: number;
                    role: components["schemas"]["Role"];
                } | null;
                version: number;
            };
            "public.changed": components["schemas"]["PublicDelta"];
            "settings.updated": components["schemas"]["ConferenceSettings"];
            "sessions.changed": {
                ids: number[];
                versions?: number[];
            };
            "sessions.interest": {
                ids: number[];
            };
            "rooms.changed": {
                names: string[];
            };
            "news.changed": {
                ids: number[];
            };
            "speakers.changed": {
                ids: number[];
            };
            "availability.changed": {
                speaker_ids: number[];
            };
            "sponsors.changed": {
                ids: number[];
            };
            "content.changed": {
                keys: string[];
            };
            "notification.created": components["schemas"]["Notification"];
            "notification.updated": components["schemas"]["Notification"];
            "schedule.released": {
                number: number;
                name: string;
            };
            "schedule.updated": {
                session_ids: number[];
            };
            "proposals.changed": {
                ids: number[];
                proposals: components["schemas"]["Proposal"][];
            };
            "user.updated": components["schemas"]["User"];
            "users.changed": {
                ids: number[];
            };
            "audit.recorded": {
                entities: string[];
            };
            "review.changed": {
                proposal_ids: number[];
            };
            "feedback.changed": {
                session_ids: number[];
            };
            "checkin.arrivals": components["schemas"]["Arrivals"];
            "decisions.progress": components["schemas"]["DecisionProgress"];
            "mailings.progress": components["schemas"]["MailingProgress"];
            "question.changed": components["schemas"]["QuestionPush"];
            "question.removed": components["schemas"]["QuestionRemoved"];
            "question.votes": components["schemas"]["QuestionVoteCounts"];
            "presence.state": {
                area: components["schemas"]["PresenceArea"];
                editors: components["schemas"]["PresenceEditor"][];
            };
        };
        /** @description Public records changed after a version, by collection; also pushed as `public.changed`. */
        PublicDelta: {
            /** @description The public version this brings the client to. */
            version: number;
            /** @description The client is too far behind: load the lists again. */
            full: boolean;
            /** @description In the language asked for (`?lang=` or Accept-Language; English in a push). */
            collections: {
                [key: string]: {
                    /** @description Records in their public shape (Session, PublicSpeaker, ...). */
                    upsert: unknown[];
                    /** @description Where each upserted record stands in the collection's list at `version` (its index, in the order of `upsert`): remove the ids removed and upserted, then insert the records in ascending position. */
                    positions: number[];
                    remove: number[];
                };
            };
            /** @description A push only: the same changes as another language's readers see them, when they see something else (a reader of that language applies these instead of `collections`). */
            languages?: {
                [key: string]: {
                    [key: string]: {
                        /** @description Records in their public shape (Session, PublicSpeaker, ...). */
                        upsert: unknown[];
                        /** @description Where each upserted record stands in the collection's list at `version` (its index, in the order of `upsert`): remove the ids removed and upserted, then insert the records in ascending position. */
                        positions: number[];
                        remove: number[];
                    };
                };
            };
        };
        /** @description Which calls accept now and when they open and close, the edition's dates, the review phase and the prices' currencies. */
        ConferenceSettings: {
            /** @description Whether the call for speakers accepts proposals now. */
            accepting_cfp: boolean;
            /** @description Whether the call for sponsors accepts applications now. */
            accepting_sponsors: boolean;
            review_phase: components["schemas"]["ReviewPhase"];
            /**
             * Format: date-time
             * @description When the call for speakers opens; null: open as soon as it is switched on.
             */
            cfp_opens_at: string | null;
            /**
             * Format: date-time
             * @description When the call for speakers closes by itself; null: only when it is switched off.
             */
            cfp_closes_at: string | null;
            /**
             * Format: date-time
             * @description When the call for sponsors opens; null: open as soon as it is switched on.
             */
            sponsorship_opens_at: string | null;
            /**
             * Format: date-time
             * @description When the call for sponsors closes by itself; null: only when it is switched off.
             */
            sponsorship_closes_at: string | null;
            /**
             * Format: date
             * @description The edition's first day, in the venue's calendar.
             */
            event_starts_on: string;
            /**
             * Format: date
             * @description The edition's last day, in the venue's calendar.
             */
            event_ends_on: string;
            /** @description The venue's time zone (IANA), in which the site shows every date and time. */
            time_zone: string;
            /** @description The ticket's price (299.99): what /payment shows and every checkout charges. */
            ticket_price: number;
            /** @description The ticket's currency, ISO 4217 (USD). */
            ticket_currency: string;
            /** @description The sponsorship packages' currency, ISO 4217 (EUR); sponsors' contributions are in it. */
            sponsorship_currency: string;
            /** @description Room screens show the current session's pinned and top questions. */
            screens_show_questions: boolean;
        };
        /** @description A question as every page that may see it shows it. */
        QuestionPush: {
            id: number;
            session_id: number;
            text: string;
            /** @description The asker's name (a visitor's display name); '' once anonymised. */
            author: string;
            status: components["schemas"]["QuestionStatus"];
            /** @description "Being answered now": at most one per session. */
            pinned: boolean;
            votes: number;
            /** Format: date-time */
            created_at: string;
        };
        /** @description A question is no longer shown to attendees (hidden, or back to waiting). */
        QuestionRemoved: {
            id: number;
            session_id: number;
        };
        /** @description The votes now of a session's questions that votes changed: pushed at most once a tick per session. */
        QuestionVoteCounts: {
            session_id: number;
            counts: {
                id: number;
                votes: number;
            }[];
        };
        /** @enum {string} */
        PresenceArea: "schedule";
        PresenceEditor: {
            user_id: number;
            name: string;
            email: string;
            /** @description The session this admin has open in a form, if any (any of their tabs). */
            editing_session_id: number | null;
        };
        /** @description Socket.IO: what browsers may send (renewed tokens; admins on editing screens; sessions' questions followed), by event name. */
        ServerEvents: {
            "auth.renew": {
                token: string;
            };
            "presence.join": {
                area: components["schemas"]["PresenceArea"];
            };
            "presence.editing": {
                session_id: number | null;
            };
            "presence.leave": Record<string, never>;
            "questions.join": {
                session_id: number;
            };
            "questions.leave": {
                session_id: number;
            };
        };
        FirstSessions: {
            sessions: components["schemas"]["Session"][];
            total: number;
        };
        ScheduleOpening: {
            /** @description Each day of the programme (venue time), as its first session's startTime, in order. */
            days: string[];
            /** @description How many sessions the first day has. */
            total: number;
            schedule: components["schemas"]["Session"][];
        };
        /** @description One published change of a session's time, room or status ('What changed'). */
        ScheduleChange: {
            id: number;
            /** Format: date-time */
            at: string;
            session_id: number;
            title: string;
            kinds: components["schemas"]["ScheduleChangeKind"][];
            /** @description null when a release added the session. */
            before: components["schemas"]["ScheduleSlot"] | null;
            /** @description null when the session was removed. */
            after: components["schemas"]["ScheduleSlot"] | null;
            /** @description The release that published the change; null for an edit made public at once (live mode). */
            release: components["schemas"]["ScheduleReleaseRef"] | null;
        };
        FrabSchedule: {
            schedule: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        FeaturedSpeakers: {
            speakers: components["schemas"]["PublicSpeaker"][];
            total: number;
        };
        /** @description Spec: Sponsor entity. */
        Sponsor: {
            id: number;
            name: string;
            description: string | null;
            /** @description As entered: may lack its scheme ('example.com'). */
            website: string | null;
            logo_url: string | null;
            tier: components["schemas"]["SponsorTier"];
        };
        /** @description Spec: News item entity. */
        NewsItem: {
            id: number;
            title: string;
            /** @description Sanitised HTML. */
            content: string;
            /** Format: date-time */
            published_date: string;
            author: string | null;
            category: components["schemas"]["NewsCategory"];
            featured: boolean;
            status: components["schemas"]["NewsStatus"];
        };
        PublicRooms: {
            rooms: components["schemas"]["PublicRoom"][];
        };
        /** @description A room as public pages know it: its stream and how late it runs (issue 47). */
        PublicRoom: {
            name: string;
            /** @description Where the room is streamed live, when it is. */
            stream_url: string | null;
            /**
             * Format: date
             * @description The venue date the delay mark is for; a mark from an earlier day is no delay.
             */
            delay_day: string | null;
            /** @description How late the room runs on `delay_day` (0: on time). */
            delay_minutes: number;
        };
        /** @description Each room of today's programme: what runs now and next, and how late (for screens, signage players and bots). */
        Now: {
            rooms: components["schemas"]["RoomNow"][];
            /** Format: date-time */
            generated_at: string;
        };
        RoomNow: {
            room: string;
            /** @description The session under way (its start plus the delay has come, its end plus the delay not yet). */
            now: components["schemas"]["NowSession"] | null;
            /** @description The room's next session today (its start plus the delay still to come). */
            next: components["schemas"]["NowSession"] | null;
            delay_minutes: number;
            stream_url: string | null;
        };
        NowSession: {
            id: number;
            title: string;
            /**
             * Format: date-time
             * @description As scheduled; the room runs `delay_minutes` behind it.
             */
            start_time: string;
            /** Format: date-time */
            end_time: string;
            /** @description The speakers' names, in display order. */
            speakers: string[];
        };
        HeroContent: {
            content: string;
        };
        SiteContent: {
            notice: string | null;
            /** Format: email */
            contact_email: string;
            /**
             * @default {
             *       "enforcement_body": "Complaints office under the Austrian Web Accessibility Act (WZG), Österreichische Forschungsförderungsgesellschaft (FFG)",
             *       "enforcement_url": "https://www.ffg.at/"
             *     }
             */
            accessibility: {
                enforcement_body: string;
                enforcement_url: string;
            };
            ticket_url: string;
            ticket_includes: string[];
            sponsorship_packages: {
                discount_percent: number;
                packages: {
                    /** @enum {string} */
                    tier: "gold" | "silver" | "bronze";
                    name: string;
                    full_price: number;
                    member_regular: number | null;
                    member_premium: number | null;
                    passes: number;
                    discount_codes: number;
                    speaker_slot: string;
                    social_blasts: number;
                }[];
            };
            hero: {
                date_label: string;
                tagline: string;
                venue_label: string;
            };
            why_join: string[];
            venue: {
                name: string;
                address: string;
                maps_url: string;
            };
            calls: {
                cfp_closes: string;
                sponsors_closes: string;
            };
            testimonials: {
                id: number;
                quote: string;
                name: string;
                title: string;
                image: string;
                linkedInUrl: string;
            }[];
            hotels: {
                name: string;
                distance: string;
                url: string;
            }[];
            garages: {
                name: string;
                url: string;
            }[];
            documents: {
                programme_2024_pdf: string;
                speaker_guidelines_pdf: string;
                sponsorship_pack_pdf: string;
            };
            recap_2024: {
                /** @default  */
                title: string;
                /**
                 * @default [
                 *       "Opening panel on highlights of the year",
                 *       "Use cases from pharma, automotive, retail, healthcare, security and media",
                 *       "Technical sessions on generative AI, terminology tools and language resources",
                 *       "Closing panel on the EU AI Act"
                 *     ]
                 */
                highlights: string[];
                /**
                 * @default [
                 *       {
                 *         "day": "Day 1 (Nov 19)",
                 *         "items": [
                 *           "Opening panel",
                 *           "Technology trends outlook",
                 *           "Pharma and automotive use cases",
                 *           "Retail and healthcare applications"
                 *         ]
                 *       },
                 *       {
                 *         "day": "Day 2 (Nov 20)",
                 *         "items": [
                 *           "Security and defence use cases",
                 *           "Media applications",
                 *           "AI in the interpreting industry",
                 *           "EU AI Act panel"
                 *         ]
                 *       }
                 *     ]
                 */
                programme: {
                    day: string;
                    items: string[];
                }[];
                photos: {
                    url: string;
                    alt: string;
                }[];
                previous_sponsors: {
                    name: string;
                    logo_url: string;
                }[];
            };
            videos: {
                video1: {
                    video_id: string;
                    title: string;
                    description: string;
                    video_url: string;
                };
                video2: {
                    video_id: string;
                    title: string;
                    description: string;
                    video_url: string;
                };
                playlist_url: string;
            };
            product_name: string;
        };
        Videos: {
            video1: {
                video_id: string;
                title: string;
                description: string;
                video_url: string;
            };
            video2: {
                video_id: string;
                title: string;
                description: string;
                video_url: string;
            };
            playlist_url: string;
        };
        /** @description What the navigation needs to decide its links. */
        SiteFlags: {
            /** @description Whether the call for speakers accepts proposals now. */
            accepting_cfp: boolean;
            /** @description Whether the call for sponsors accepts applications now. */
            accepting_sponsors: boolean;
            review_phase: components["schemas"]["ReviewPhase"];
            has_sessions: boolean;
            has_news: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Health_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Health_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready (503 with the same body when not) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @description up, down or not_configured */
                        database: string;
                        /** @description up, down or not_configured */
                        redis: string;
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Health_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy (503 with the same body when degraded); the queue and outboxes only for admins */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        database: {
                            /** @description up, down or not_configured */
                            state: string;
                            embedded: boolean;
                        };
                        /** @description up, down or not_configured */
                        redis: string;
                        queue?: {
                            [key: string]: unknown;
                        };
                        mail_outbox?: {
                            [key: string]: number;
                        } | null;
                        event_outbox?: {
                            pending: number;
                        } | null;
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Audit_list: {
        parameters: {
            query?: {
                /** @description At most this many (200 at most, and by default). */
                limit?: number;
                /** @description The `next_before` of the previous page. */
                before?: number;
                entity_id?: string;
                entity?: "user" | "speaker" | "sponsor" | "news" | "settings" | "site_content" | "session" | "proposal" | "account" | "payment" | "review" | "room" | "mailing" | "edition";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminMail_failed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UndeliveredMail"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminMail_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        to: string;
                        subject: string;
                        template: string;
                        attempts: number;
                        last_error: string | null;
                        /** Format: date-time */
                        created_at: string;
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Metrics_scrape: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description The same answer whether or not the address has an account */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_logoutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out everywhere */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmed"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new access token (and a new cookie); 204 without a body when there is no refresh cookie */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Auth_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Users_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminUsers_list: {
        parameters: {
            query?: {
                /** @description Part of a name or e-mail address, any case. */
                search?: string;
                exclude_speakers?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminUsers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateUserDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminUsers_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    AdminUsers_promote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Settings_adminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConferenceSettings"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Settings_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConferenceSettings"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_adminList: {
        parameters: {
            query?: {
                /** @description Comma-separated session ids (at most 200). */
                ids?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_conflicts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConflictCheckDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts: components["schemas"]["Conflict"][];
                        unavailable_speakers: components["schemas"]["UnavailableSpeaker"][];
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSessionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The edit was based on a stale `version`: `{detail, current}` carries the current record. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleEdit"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sessions_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveSessionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSession"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The edit was based on a stale `version`: `{detail, current}` carries the current record. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaleEdit"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleHistory_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleHistory"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleHistory_undo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleStepDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleStep"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The session was changed since (`{detail, current}` carries it as it is now; send `force` or `keep_theirs`), or `command_id` is no longer on top of the stack (`{detail}` only). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleStepConflict"];
                };
            };
            /** @description The session was deleted: the command cannot be applied and leaves the stack. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleHistory_redo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleStepDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleStep"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The session was changed since (`{detail, current}` carries it as it is now; send `force` or `keep_theirs`), or `command_id` is no longer on top of the stack (`{detail}` only). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleStepConflict"];
                };
            };
            /** @description The session was deleted: the command cannot be applied and leaves the stack. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_draft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDraft"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_setMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleModeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleModeChange"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_history: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduleRelease"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_release: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReleaseDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminScheduleRelease"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The schedule is in live mode, or nothing changed since the last release. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleReleases"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    ScheduleReleases_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                number: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleRelease"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_adminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNewsItem"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNewsDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNewsItem"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNewsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminNewsItem"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPush"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    News_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for the devices counted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPushSent"];
                };
            };
            /** @description The item is a draft, or its publish date has not come */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Speakers_adminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSpeaker"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Speakers_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSpeakerDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSpeaker"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Speakers_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSpeakerDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSpeaker"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Speakers_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SpeakerProfile_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerProfile"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SpeakerProfile_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpeakerProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerProfile"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Availability_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAvailability"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Availability_replace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyAvailability"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Times were sent before the programme has any day: 'Availability opens once the programme has days'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Availability_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SpeakerAvailability"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sponsors_adminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSponsor"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sponsors_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSponsorDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSponsor"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sponsors_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSponsorDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSponsor"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sponsors_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Uploads_uploadOwn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        image_url: string;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Uploads_uploadFor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filename: string;
                        image_url: string;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Uploads_uploadSiteImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image_url: string;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Uploads_serve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                folder: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A stored photo */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_publicList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicVenueMap"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueMap"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    floor: string;
                    floor_de?: string;
                    position?: number;
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueMap"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateVenueMapDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueMap"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    VenueMaps_place: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlaceRoomDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueMap"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Content_logo: {
        parameters: {
            query: {
                small: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event's logo, drawn from its name (?small=true for the navigation's) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Content_adminContent: {
        parameters: {
            query?: {
                /** @description The content in this language (a key without a value in it reads English). */
                lang?: "en" | "de";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notice: string | null;
                        /** Format: email */
                        contact_email: string;
                        /**
                         * @default {
                         *       "enforcement_body": "Complaints office under the Austrian Web Accessibility Act (WZG), Österreichische Forschungsförderungsgesellschaft (FFG)",
                         *       "enforcement_url": "https://www.ffg.at/"
                         *     }
                         */
                        accessibility: {
                            enforcement_body: string;
                            enforcement_url: string;
                        };
                        ticket_url: string;
                        ticket_includes: string[];
                        sponsorship_packages: {
                            discount_percent: number;
                            packages: {
                                /** @enum {string} */
                                tier: "gold" | "silver" | "bronze";
                                name: string;
                                full_price: number;
                                member_regular: number | null;
                                member_premium: number | null;
                                passes: number;
                                discount_codes: number;
                                speaker_slot: string;
                                social_blasts: number;
                            }[];
                        };
                        hero: {
                            date_label: string;
                            tagline: string;
                            venue_label: string;
                        };
                        why_join: string[];
                        venue: {
                            name: string;
                            address: string;
                            maps_url: string;
                        };
                        calls: {
                            cfp_closes: string;
                            sponsors_closes: string;
                        };
                        testimonials: {
                            id: number;
                            quote: string;
                            name: string;
                            title: string;
                            image: string;
                            linkedInUrl: string;
                        }[];
                        hotels: {
                            name: string;
                            distance: string;
                            url: string;
                        }[];
                        garages: {
                            name: string;
                            url: string;
                        }[];
                        documents: {
                            programme_2024_pdf: string;
                            speaker_guidelines_pdf: string;
                            sponsorship_pack_pdf: string;
                        };
                        recap_2024: {
                            /** @default  */
                            title: string;
                            /**
                             * @default [
                             *       "Opening panel on highlights of the year",
                             *       "Use cases from pharma, automotive, retail, healthcare, security and media",
                             *       "Technical sessions on generative AI, terminology tools and language resources",
                             *       "Closing panel on the EU AI Act"
                             *     ]
                             */
                            highlights: string[];
                            /**
                             * @default [
                             *       {
                             *         "day": "Day 1 (Nov 19)",
                             *         "items": [
                             *           "Opening panel",
                             *           "Technology trends outlook",
                             *           "Pharma and automotive use cases",
                             *           "Retail and healthcare applications"
                             *         ]
                             *       },
                             *       {
                             *         "day": "Day 2 (Nov 20)",
                             *         "items": [
                             *           "Security and defence use cases",
                             *           "Media applications",
                             *           "AI in the interpreting industry",
                             *           "EU AI Act panel"
                             *         ]
                             *       }
                             *     ]
                             */
                            programme: {
                                day: string;
                                items: string[];
                            }[];
                            photos: {
                                url: string;
                                alt: string;
                            }[];
                            previous_sponsors: {
                                name: string;
                                logo_url: string;
                            }[];
                        };
                        videos: {
                            video1: {
                                video_id: string;
                                title: string;
                                description: string;
                                video_url: string;
                            };
                            video2: {
                                video_id: string;
                                title: string;
                                description: string;
                                video_url: string;
                            };
                            playlist_url: string;
                        };
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Content_formSchema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteContentFormSchema"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Content_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A value of the key's schema (see SiteContent); in another language than English, null removes that language's value */
                    value: unknown;
                    /**
                     * @description The language of the value (English by default).
                     * @enum {string}
                     */
                    language?: "en" | "de";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        value: unknown;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Cfp_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The public form's proposal, or (signed in as a speaker, with a talk, workshop or panel) the speaker area's. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProposalDto"] | components["schemas"]["SpeakerProposalDto"];
            };
        };
        responses: {
            /** @description Received: the new proposal (its id and status; the whole proposal for a signed-in speaker) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        status: components["schemas"]["ProposalStatus"];
                    } | components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_submissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_presentations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SpeakerProposalDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Proposals_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Proposal"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReviewSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettings"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_reviewers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reviewer"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_updateReviewer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReviewerDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reviewer"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_criteria: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewCriterion"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_createCriterion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCriterionDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewCriterion"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_updateCriterion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCriterionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewCriterion"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_deleteCriterion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_assignmentsList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAssignment"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_assign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignmentDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewAssignment"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_auto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoAssignDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoAssignResult"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Committee_unassign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                proposalId: number;
                reviewerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_rankingList: {
        parameters: {
            query?: {
                type?: string;
                status?: "pending" | "accepted" | "rejected" | "scheduled" | "approved_scheduled" | "approved_unscheduled" | "withdrawn";
                progress?: "unreviewed" | "in_progress" | "complete";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankedProposal"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_rankingCsv: {
        parameters: {
            query?: {
                type?: string;
                status?: "pending" | "accepted" | "rejected" | "scheduled" | "approved_scheduled" | "approved_unscheduled" | "withdrawn";
                progress?: "unreviewed" | "in_progress" | "complete";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranking, one proposal per row */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_templates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionTemplate"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_createTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TemplateDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionTemplate"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_updateTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTemplateDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionTemplate"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_deleteTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionPreview"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_decide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionBatch"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Decisions_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionProgress"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_state: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewState"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_queue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewerProposal"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewerProposalDetail"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_submit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitReviewDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewerProposalDetail"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_conflict: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Reviewer_myReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your reviews, one per row; nothing about who proposed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Mailings_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailingPreview"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Mailings_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mailing"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Mailings_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MailingDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Mailing"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Mailings_progress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailingProgress"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Feedback_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyFeedback"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Feedback_eligibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackEligibility"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Feedback_rate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyFeedback"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Feedback_speaker: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionFeedback"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Feedback_all: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionFeedback"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Sponsorship_apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SponsorshipApplicationDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    BarrierReports_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BarrierReportDto"];
            };
        };
        responses: {
            /** @description Accepted: on its way to the organisers */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavedSessions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSessions"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavedSessions_merge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeScheduleDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSessions"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavedSessions_add: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSessions"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SavedSessions_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSessions"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Signups_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupAnswer"];
                };
            };
            /** @description Only attendees with a paid registration, speakers and organisers sign up */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The session needs no sign-up, is cancelled, is not open for sign-up, or overlaps one you signed up for */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Signups_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Given up */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Signups_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MySignups"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SignupLists_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionSignups"];
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SignupLists_promote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignupAnswer"];
                };
            };
            /** @description No such session, or the person has not signed up for it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The person already has a seat */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SignupLists_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such session, or the person has not signed up for it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SignupLists_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One person per row: status, position, name, email, signed_up_at, confirmed_at */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionList"];
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_ask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AskQuestionDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Sign in to ask (visitors are not allowed) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Questions are not open (before the window, after it, or the session is cancelled), or you have 3 open questions there */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionVote"];
                };
            };
            /** @description Sign in to vote (visitors are not allowed) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such question shown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Questions to the session are not open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_unvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionVote"];
                };
            };
            /** @description Sign in to vote (visitors are not allowed) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such question shown */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Questions to the session are not open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerateQuestionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Question"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only organisers, the session's speakers and its host moderate */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such question */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only a shown question that is not answered can be pinned */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Questions_csv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One question per row: id, status, pinned, votes, created_at, author, text */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description No such session */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Tickets_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description Only attendees with a paid registration, speakers and organisers have a ticket */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Tickets_reissue: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new ticket; the old one is revoked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ticket"];
                };
            };
            /** @description Only attendees with a paid registration, speakers and organisers have a ticket */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Checkin_scan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScanDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckIn"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only organisers and door helpers check tickets in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unknown ticket, or one replaced by a newer one (reason: unknown, revoked) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already in (with the first check-in), or the registration is not paid or was refunded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckInRefused"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Checkin_undo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Undone */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such check-in, or undone already */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Checkin_arrivals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Arrivals"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Checkin_attendees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorList"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Checkin_doorHelper: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DoorHelperDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorHelper"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DoorSync_sync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DoorSyncDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorSync"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only organisers and door helpers check tickets in */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DoorSync_checkSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionDoorDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDoor"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such session, an unknown ticket, or one replaced by a newer one */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed up for the session, or still on its waitlist (with the place in line) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDoorRefused"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DoorSync_findByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DoorList"];
                };
            };
            /** @description q is not a whole e-mail address */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Badges_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each badge: the event's name, the holder's name and organisation, the ticket's kind and its QR code */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description An unknown kind, or more than 2000 badges */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushKey"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDto"];
            };
        };
        responses: {
            /** @description Already known: updated */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevice"];
                };
            };
            /** @description Subscribed */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevice"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The endpoint is registered with other keys */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndPushSubscriptionDto"];
            };
        };
        responses: {
            /** @description Ended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_stars: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushStarsDto"];
            };
        };
        responses: {
            /** @description Kept */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The device is an account's: it follows the account's saved sessions */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_mute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndPushSubscriptionDto"];
            };
        };
        responses: {
            /** @description Muted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_unmute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sessionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndPushSubscriptionDto"];
            };
        };
        responses: {
            /** @description No longer muted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndPushSubscriptionDto"];
            };
        };
        responses: {
            /** @description The push service took it */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The subscription has ended (it is removed): subscribe again */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The push service did not take it now */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevices"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Push_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RoomDelays_markable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkableRooms"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RoomDelays_mark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                room: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRoomDelayDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoomDelay"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Only organisers and the host of a session in this room today */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session takes place in this room */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    RoomDelays_moveFollowing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                room: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveFollowingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MovedFollowing"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session takes place in this room today */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No session is still to come in this room today */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Calendar_links: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Calendar_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A new address; subscriptions to the old one stop working */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Calendar_feed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved sessions as an iCalendar feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Calendar_favourites: {
        parameters: {
            query?: {
                /** @description The titles and pages in this language (the account's when not given). */
                lang?: "en" | "de";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Favourites"];
                };
            };
            /** @description No such link (never made, or reset since) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Calendar_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One session as an iCalendar file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Payments_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentOptions"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Payments_process: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessPaymentDto"];
            };
        };
        responses: {
            /** @description Paid, or a checkout to open (checkout_url) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentResult"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Payments_webhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stripe's event, accepted (signed with STRIPE_WEBHOOK_SECRET) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        received: boolean;
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Notifications_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Notifications_markAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Notifications_markRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Analytics_analytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Analytics"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Analytics_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsOverview"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionList"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Edition"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Its programme as visitors last read it. */
                        sessions: components["schemas"]["Session"][];
                    };
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_calendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A past edition's programme */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_frabJson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A past edition's programme in the frab schedule.json format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_frabXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A past edition's programme in the frab schedule XML format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NextEditionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EditionPreview"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current edition is already in the archive. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Editions_begin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NextEditionDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArchivedEdition"];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The current edition is already in the archive. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SiteMap_robots: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description robots.txt */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    SiteMap_sitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sitemap */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Embed_page: {
        parameters: {
            query?: {
                /** @description The language it is shown in; English by default. */
                lang?: "en" | "de";
                /** @description Only this room (its name, any case). */
                room?: string;
                /** @description Only this day (venue time), YYYY-MM-DD. */
                day?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page showing the live schedule widget */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Rooms_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"][];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    Rooms_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRoomCapacitiesDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Room"][];
                };
            };
            /** @description Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_sessions: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: components["schemas"]["Session"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_sessions_first: {
        parameters: {
            query?: {
                /** @description At most this many (50 at most, and by default). */
                limit?: number;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FirstSessions"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_sessions_id: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule: {
        parameters: {
            query?: {
                /** @description One day (venue time), YYYY-MM-DD. */
                day?: string;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        schedule: components["schemas"]["Session"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule_opening: {
        parameters: {
            query?: {
                /** @description At most this many (50 at most, and by default). */
                limit?: number;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleOpening"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule_changes: {
        parameters: {
            query?: {
                /** @description At most this many (100 at most, and by default). */
                limit?: number;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: components["schemas"]["ScheduleChange"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule_ics: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule_json: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FrabSchedule"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_schedule_xml: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_speakers: {
        parameters: {
            query?: {
                /** @description At most this many (1000 at most, and by default). */
                limit?: number;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSpeaker"][];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_speakers_id: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path: {
                /** @description The speaker's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSpeaker"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_speakers_id_sessions: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path: {
                /** @description The speaker's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: components["schemas"]["Session"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_speakers_featured: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeaturedSpeakers"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_sponsors: {
        parameters: {
            query?: {
                /** @description At most this many (1000 at most, and by default). */
                limit?: number;
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sponsor"][];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_news: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        news: components["schemas"]["NewsItem"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_news_id: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path: {
                /** @description The news item's id. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsItem"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_news_latest: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        news: components["schemas"]["NewsItem"][];
                    };
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_rooms: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicRooms"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_now: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Now"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_conference_settings: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConferenceSettings"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_hero_content: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeroContent"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_site_content: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteContent"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_videos: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Videos"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_site_flags: {
        parameters: {
            query?: {
                /** @description The public version the asker knows of (X-Public-Version, or a push). At the version the server holds the answer is cacheable for good; past it, revalidated; one the server has not reached is answered as it stands, cached by nobody. */
                v?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteFlags"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    PublicRead_public_changes: {
        parameters: {
            query: {
                /** @description The public version the client holds (X-Public-Version). */
                since: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK (with an ETag: send it back as If-None-Match) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicDelta"];
                };
            };
            /** @description Not modified since the ETag sent as If-None-Match */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is unavailable for a moment (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
type FlattenedDeepRequired<T> = {
    [K in keyof T]-?: FlattenedDeepRequired<T[K] extends unknown[] | undefined | null ? Extract<T[K], unknown[]>[number] : T[K]>;
};
type ReadonlyArray<T> = [
    Exclude<T, undefined>
] extends [
    unknown[]
] ? Readonly<Exclude<T, undefined>> : Readonly<Exclude<T, undefined>[]>;
export const pathsHealthLiveGetResponses200ContentApplicationJsonStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/health/live"]["get"]["responses"]["200"]["content"]["application/json"]["status"]> = ["ok"];
export const pathsHealthReadyGetResponses200ContentApplicationJsonStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/health/ready"]["get"]["responses"]["200"]["content"]["application/json"]["status"]> = ["ok", "unavailable"];
export const pathsHealthGetResponses200ContentApplicationJsonStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/health"]["get"]["responses"]["200"]["content"]["application/json"]["status"]> = ["ok", "degraded"];
export const pathsApiAdminAuditGetParametersQueryEntityValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/audit"]["get"]["parameters"]["query"]["entity"]> = ["user", "speaker", "sponsor", "news", "settings", "site_content", "session", "proposal", "account", "payment", "review", "room", "mailing", "edition"];
export const pathsApiAdminMailIdRetryPostResponses200ContentApplicationJsonStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/mail/{id}/retry"]["post"]["responses"]["200"]["content"]["application/json"]["status"]> = ["pending"];
export const pathsApiAdminSiteContentGetParametersQueryLangValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/site-content"]["get"]["parameters"]["query"]["lang"]> = ["en", "de"];
export const pathsApiAdminSiteContentGetResponses200ContentApplicationJsonSponsorship_packagesPackagesTierValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/site-content"]["get"]["responses"]["200"]["content"]["application/json"]["sponsorship_packages"]["packages"]["tier"]> = ["gold", "silver", "bronze"];
export const pathsApiAdminSiteContentKeyPutRequestBodyContentApplicationJsonLanguageValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/site-content/{key}"]["put"]["requestBody"]["content"]["application/json"]["language"]> = ["en", "de"];
export const pathsApiAdminReviewRankingGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/review/ranking"]["get"]["parameters"]["query"]["status"]> = ["pending", "accepted", "rejected", "scheduled", "approved_scheduled", "approved_unscheduled", "withdrawn"];
export const pathsApiAdminReviewRankingGetParametersQueryProgressValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/review/ranking"]["get"]["parameters"]["query"]["progress"]> = ["unreviewed", "in_progress", "complete"];
export const pathsApiAdminReviewRankingCsvGetParametersQueryStatusValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/review/ranking.csv"]["get"]["parameters"]["query"]["status"]> = ["pending", "accepted", "rejected", "scheduled", "approved_scheduled", "approved_unscheduled", "withdrawn"];
export const pathsApiAdminReviewRankingCsvGetParametersQueryProgressValues: ReadonlyArray<FlattenedDeepRequired<paths>["/api/admin/review/ranking.csv"]["get"]["parameters"]["query"]["progress"]> = ["unreviewed", "in_progress", "complete"];
export const pathsCalendarTokenJsonGetParametersQueryLangValues: ReadonlyArray<FlattenedDeepRequired<paths>["/calendar/{token}.json"]["get"]["parameters"]["query"]["lang"]> = ["en", "de"];
export const pathsEmbedScheduleGetParametersQueryLangValues: ReadonlyArray<FlattenedDeepRequired<paths>["/embed/schedule"]["get"]["parameters"]["query"]["lang"]> = ["en", "de"];
export const auditEntityValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AuditEntity"]> = ["user", "speaker", "sponsor", "news", "settings", "site_content", "session", "proposal", "account", "payment", "review", "room", "mailing", "edition"];
export const registerDtoLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["RegisterDto"]["language"]> = ["en", "de"];
export const userLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["User"]["language"]> = ["en", "de"];
export const paymentStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentStatus"]> = ["pending", "paid", "refunded"];
export const roleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Role"]> = ["admin", "speaker", "user"];
export const emailConfirmedPurposeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["EmailConfirmed"]["purpose"]> = ["verify", "change", "claim"];
export const updateProfileDtoLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateProfileDto"]["language"]> = ["en", "de"];
export const adminUserStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminUser"]["status"]> = ["active", "inactive"];
export const adminUpdateUserDtoRoleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminUpdateUserDto"]["role"]> = ["user", "speaker", "admin"];
export const adminUpdateUserDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminUpdateUserDto"]["status"]> = ["active", "inactive"];
export const reviewPhaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewPhase"]> = ["submission", "review", "decision"];
export const adminSessionMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminSession"]["missing_translations"]> = ["en", "de"];
export const sessionTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionType"]> = ["talk", "keynote", "presentation", "workshop", "panel", "networking", "break"];
export const sessionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionStatus"]> = ["scheduled", "cancelled", "completed"];
export const sessionLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionLanguage"]> = ["en", "de", "both"];
export const conflictTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Conflict"]["type"]> = ["room", "speaker"];
export const scheduleChangeKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleChangeKind"]> = ["moved", "room", "cancelled", "reinstated", "removed", "added", "renamed", "details"];
export const createSessionDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateSessionDto"]["type"]> = ["talk", "keynote", "presentation", "workshop", "panel", "networking", "break"];
export const createSessionDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateSessionDto"]["status"]> = ["scheduled", "cancelled", "completed"];
export const createSessionDtoLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateSessionDto"]["language"]> = ["en", "de", "both"];
export const updateSessionDtoTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateSessionDto"]["type"]> = ["talk", "keynote", "presentation", "workshop", "panel", "networking", "break"];
export const updateSessionDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateSessionDto"]["status"]> = ["scheduled", "cancelled", "completed"];
export const updateSessionDtoLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateSessionDto"]["language"]> = ["en", "de", "both"];
export const scheduleCommandKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleCommand"]["kind"]> = ["move", "edit"];
export const scheduleModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleMode"]> = ["live", "release"];
export const scheduleModeDtoModeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ScheduleModeDto"]["mode"]> = ["live", "release"];
export const sessionTexts_inTitleValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Session"]["texts_in"]["title"]> = ["en", "de"];
export const sessionTexts_inDescriptionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Session"]["texts_in"]["description"]> = ["en", "de"];
export const adminNewsItemMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminNewsItem"]["missing_translations"]> = ["en", "de"];
export const newsCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewsCategory"]> = ["announcement", "update", "highlight"];
export const newsStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewsStatus"]> = ["draft", "published"];
export const createNewsDtoCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateNewsDto"]["category"]> = ["announcement", "update", "highlight"];
export const createNewsDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateNewsDto"]["status"]> = ["draft", "published"];
export const updateNewsDtoCategoryValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateNewsDto"]["category"]> = ["announcement", "update", "highlight"];
export const updateNewsDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateNewsDto"]["status"]> = ["draft", "published"];
export const newsPushPreviewLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["NewsPushPreview"]["language"]> = ["en", "de"];
export const adminSpeakerMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminSpeaker"]["missing_translations"]> = ["en", "de"];
export const adminSponsorMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["AdminSponsor"]["missing_translations"]> = ["en", "de"];
export const sponsorTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SponsorTier"]> = ["platinum", "gold", "silver", "bronze", "partner"];
export const createSponsorDtoTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CreateSponsorDto"]["tier"]> = ["platinum", "gold", "silver", "bronze", "partner"];
export const updateSponsorDtoTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateSponsorDto"]["tier"]> = ["platinum", "gold", "silver", "bronze", "partner"];
export const proposalDtoPresentation_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProposalDto"]["presentation_type"]> = ["technology_application", "technology_spotlight", "research_output"];
export const speakerProposalDtoPresentation_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SpeakerProposalDto"]["presentation_type"]> = ["talk", "workshop", "panel"];
export const proposalStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ProposalStatus"]> = ["pending", "accepted", "rejected", "scheduled", "approved_scheduled", "approved_unscheduled", "withdrawn"];
export const reviewDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ReviewDto"]["status"]> = ["accepted", "rejected"];
export const updateReviewSettingsDtoPhaseValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateReviewSettingsDto"]["phase"]> = ["submission", "review", "decision"];
export const decisionTemplateMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DecisionTemplate"]["missing_translations"]> = ["en", "de"];
export const decisionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Decision"]> = ["accepted", "rejected"];
export const templateDtoDecisionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TemplateDto"]["decision"]> = ["accepted", "rejected"];
export const updateTemplateDtoDecisionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["UpdateTemplateDto"]["decision"]> = ["accepted", "rejected"];
export const decisionDtoDecisionValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["DecisionDto"]["decision"]> = ["accepted", "rejected"];
export const mailingMissing_translationsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Mailing"]["missing_translations"]> = ["en", "de"];
export const mailingAudienceGroupValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MailingAudience"]["group"]> = ["proposals", "unconfirmed", "sessions", "signups"];
export const mailingAudienceStatusesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MailingAudience"]["statuses"]> = ["pending", "accepted", "rejected", "scheduled", "approved_scheduled", "approved_unscheduled", "withdrawn"];
export const mailingAudienceSignup_statusesValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["MailingAudience"]["signup_statuses"]> = ["confirmed", "waitlisted"];
export const sponsorshipApplicationDtoTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SponsorshipApplicationDto"]["tier"]> = ["gold", "silver", "bronze"];
export const sponsorshipApplicationDtoMember_typeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SponsorshipApplicationDto"]["member_type"]> = ["regular", "premium", ""];
export const signupStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SignupStatus"]> = ["confirmed", "waitlisted"];
export const questionStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["QuestionStatus"]> = ["pending", "approved", "hidden", "answered"];
export const moderateQuestionDtoStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["ModerateQuestionDto"]["status"]> = ["approved", "hidden", "answered"];
export const ticketKindValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["TicketKind"]> = ["attendee", "speaker", "organiser", "door_helper"];
export const checkInRefusedReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["CheckInRefused"]["reason"]> = ["already_in", "not_paid", "refunded"];
export const doorSyncResultsBodyAnyOf2ReasonValues: ReadonlyArray<Extract<FlattenedDeepRequired<components>["schemas"]["DoorSync"]["results"]["body"], {
    reason: unknown;
}>["reason"]> = ["unknown", "revoked"];
export const sessionDoorStatusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionDoor"]["status"]> = ["confirmed"];
export const sessionDoorRefusedReasonValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SessionDoorRefused"]["reason"]> = ["not_signed_up", "waitlisted"];
export const pushSubscriptionDtoTopicsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushSubscriptionDto"]["topics"]> = ["session_changes", "reminders", "decisions", "assignments", "announcements"];
export const pushSubscriptionDtoReminder_minutesAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushSubscriptionDto"]["reminder_minutes"]> = [5];
export const pushSubscriptionDtoReminder_minutesAnyOf1Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushSubscriptionDto"]["reminder_minutes"]> = [10];
export const pushSubscriptionDtoReminder_minutesAnyOf2Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushSubscriptionDto"]["reminder_minutes"]> = [15];
export const pushSubscriptionDtoLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushSubscriptionDto"]["language"]> = ["en", "de"];
export const pushDeviceTopicsValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushDevice"]["topics"]> = ["session_changes", "reminders", "decisions", "assignments", "announcements"];
export const pushDeviceReminder_minutesAnyOf0Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushDevice"]["reminder_minutes"]> = [5];
export const pushDeviceReminder_minutesAnyOf1Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushDevice"]["reminder_minutes"]> = [10];
export const pushDeviceReminder_minutesAnyOf2Values: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushDevice"]["reminder_minutes"]> = [15];
export const pushDeviceLanguageValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PushDevice"]["language"]> = ["en", "de"];
export const paymentOptionsProviderValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentOptions"]["provider"]> = ["test", "stripe", "none"];
export const paymentResultPayment_statusValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PaymentResult"]["payment_status"]> = ["paid", "pending"];
export const notificationTypeValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Notification"]["type"]> = ["success", "error", "warning", "info"];
export const analyticsRegistrations_areValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["Analytics"]["registrations_are"]> = ["paid tickets"];
export const presenceAreaValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["PresenceArea"]> = ["schedule"];
export const siteContentSponsorship_packagesPackagesTierValues: ReadonlyArray<FlattenedDeepRequired<components>["schemas"]["SiteContent"]["sponsorship_packages"]["packages"]["tier"]> = ["gold", "silver", "bronze"];
