/**
 * The landing page's start buttons carry the visitor's query into the quiz (docs/landing-pages.md,
 * "Start button"): `/ar/landing?utm_source=meta&fbclid=X` → start → `/ar/quiz?utm_source=meta&fbclid=X`.
 *
 * The page is prerendered and cached, so its HTML cannot hold the visitor's query; this fixed
 * inline script (allowed by its hash like the site's other fixed scripts, docs/security.md) runs
 * as the page is parsed, right after the last start button, and appends the address bar's query
 * to every link marked `data-keep-query`. A parameter the link already has keeps the link's
 * value; an over-long query (more than 2,000 characters) is left out; without JavaScript the
 * link still starts the quiz (the proxy has recorded the attribution on arrival anyway).
 *
 * ES5 on purpose: it runs before any bundle, in every browser the site supports.
 */
export const keepQueryScript =
  '(function(){try{var s=location.search;if(s.length<2||s.length>2001)return;var q=new URLSearchParams(s),l=document.querySelectorAll("a[data-keep-query]");for(var i=0;i<l.length;i++){var a=l[i],u=new URL(a.getAttribute("href"),location.href),o=new URLSearchParams(u.search),n=new URLSearchParams(u.search);q.forEach(function(v,k){if(!o.has(k))n.append(k,v)});var t=n.toString();a.setAttribute("href",u.pathname+(t?"?"+t:"")+u.hash)}}catch(e){}})()';
