// The load balancer's key for server-rendered pages (lb.conf.template, LB_PAGE_CACHE=on): the newest public version
// the replicas have announced, read from the names in $lb_announced (backend/src/public-read-model/
// announced-versions.ts). Empty when there is none, or the directory cannot be read: then no page is kept.
// Written for njs 0.7 (Debian 12's libnginx-mod-http-js): no for...of, no let.
import fs from 'fs';

function version(r) {
  var names;
  try {
    names = fs.readdirSync(r.variables.lb_announced);
  } catch (_error) {
    return '';
  }
  var newest = -1;
  for (var i = 0; i < names.length; i++) {
    if (/^[0-9]{1,15}$/.test(names[i]) && Number(names[i]) > newest) newest = Number(names[i]);
  }
  return newest < 0 ? '' : String(newest);
}

export default { version };
