#!/bin/sh
# Crew Portal's container start: writes settings.json and the Content-Security-Policy from the
# environment (docs/deploy.md lists the variables), then runs Caddy on the Caddyfile beside it.
set -eu

fail() {
	echo "crew-portal: $1" >&2
	exit 1
}

newline='
'
# The value as a JSON string: backslashes and quotes escaped; a value on several lines is refused.
json() {
	case "$1" in *"$newline"* | *"$(printf '\r')"* | *"$(printf '\t')"*) fail "$2 must be one line of text" ;; esac
	printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

# A comma- or space-separated list as a JSON array of strings.
json_list() {
	list=''
	for item in $(printf '%s' "$1" | tr ',' ' '); do
		list="$list${list:+, }$(json "$item" "$2")"
	done
	printf '[%s]' "$list"
}

required() {
	eval "value=\${$1:-}"
	[ -n "$value" ] || fail "$1 is required (docs/deploy.md)"
	printf '%s' "$value"
}

# The scheme, host and port of a URL (what a CSP source names).
origin_of() {
	printf '%s' "$1" | sed -n 's#^\(https\{0,1\}://[^/?#]*\).*$#\1#p'
}

https_url() {
	case "$1" in https://?*) ;; *) fail "$2 must be an https:// URL" ;; esac
	printf '%s' "$1"
}

public_url=$(https_url "$(required CREW_PUBLIC_URL)" CREW_PUBLIC_URL)
public_url=${public_url%/}
api_base_url=$(https_url "$(required CREW_API_BASE_URL)" CREW_API_BASE_URL)
authority=$(https_url "$(required CREW_AUTH_AUTHORITY)" CREW_AUTH_AUTHORITY)
case "$authority" in *'"'* | *' '* | *'<'* | *'>'*) fail "CREW_AUTH_AUTHORITY must be a plain URL" ;; esac
client_id=$(required CREW_AUTH_CLIENT_ID)
api_scopes=$(required CREW_AUTH_API_SCOPES)
authority_host=$(origin_of "$authority" | sed 's#^https://##')
known_authorities=${CREW_AUTH_KNOWN_AUTHORITIES:-$authority_host}
ld_client_side_id=${CREW_LAUNCHDARKLY_CLIENT_SIDE_ID:-}
ai_connection_string=${CREW_APPINSIGHTS_CONNECTION_STRING:-}
survey_script_url=${CREW_SURVEY_SCRIPT_URL:-}
csp_report_url=${CREW_CSP_REPORT_URL:-}
if [ -n "$csp_report_url" ]; then
	csp_report_url=$(https_url "$csp_report_url" CREW_CSP_REPORT_URL)
	# It goes into the CSP and a quoted header value as it is.
	case "$csp_report_url" in *'"'* | *' '* | *';'* | *','* | *'<'* | *'>'* | *'\'*) fail "CREW_CSP_REPORT_URL must be a plain URL" ;; esac
else
	echo "crew-portal: CREW_CSP_REPORT_URL is not set: Content Security Policy violations will not be reported (docs/deploy.md)" >&2
fi

flags_enabled=false
[ -n "$ld_client_side_id" ] && flags_enabled=true
show_app_insights=${CREW_SHOW_APP_INSIGHTS:-false}
case "$show_app_insights" in true | false) ;; *) fail "CREW_SHOW_APP_INSIGHTS must be true or false" ;; esac
log_level=${CREW_LOG_LEVEL:-info}
case "$log_level" in debug | info | warn | error | off) ;; *) fail "CREW_LOG_LEVEL must be debug, info, warn, error or off" ;; esac

# Flag SDK options: LaunchDarkly's own hosts unless CREW_LAUNCHDARKLY_BASE_URL points elsewhere.
ld_base=${CREW_LAUNCHDARKLY_BASE_URL:-https://app.launchdarkly.com}
ld_stream=${CREW_LAUNCHDARKLY_STREAM_URL:-https://clientstream.launchdarkly.com}
ld_events=${CREW_LAUNCHDARKLY_EVENTS_URL:-https://events.launchdarkly.com}

runtime_dir=${CREW_RUNTIME_DIR:-/srv/crew/runtime}
mkdir -p "$runtime_dir"
settings="$runtime_dir/settings.json"
# Each value checked and escaped first (a failure inside the here-document would not stop the script).
api_base_url_json=$(json "$api_base_url" CREW_API_BASE_URL)
build_number_json=$(json "${CREW_BUILD_NUMBER:-unknown}" CREW_BUILD_NUMBER)
access_denied_json=$(json "${CREW_ACCESS_DENIED_MESSAGE:-You do not have access to this information. If you think you should, please contact Customer Care.}" CREW_ACCESS_DENIED_MESSAGE)
default_error_json=$(json "${CREW_DEFAULT_ERROR_MESSAGE:-Something went wrong while loading this page.}" CREW_DEFAULT_ERROR_MESSAGE)
help_url_json=$(json "${CREW_HELP_URL:-$public_url/help}" CREW_HELP_URL)
customer_care_json=$(json "${CREW_CUSTOMER_CARE_URL:-$public_url/help#customer-care}" CREW_CUSTOMER_CARE_URL)
ld_id_json=$(json "$ld_client_side_id" CREW_LAUNCHDARKLY_CLIENT_SIDE_ID)
ld_base_json=$(json "$ld_base" CREW_LAUNCHDARKLY_BASE_URL)
ld_stream_json=$(json "$ld_stream" CREW_LAUNCHDARKLY_STREAM_URL)
ld_events_json=$(json "$ld_events" CREW_LAUNCHDARKLY_EVENTS_URL)
client_id_json=$(json "$client_id" CREW_AUTH_CLIENT_ID)
authority_json=$(json "$authority" CREW_AUTH_AUTHORITY)
known_authorities_json=$(json_list "$known_authorities" CREW_AUTH_KNOWN_AUTHORITIES)
redirect_uri_json=$(json "$public_url/redirect.html" CREW_PUBLIC_URL)
# The sign-out's return page: Caddy answers it with Clear-Site-Data, and it goes on to /.
post_logout_json=$(json "$public_url/signed-out.html" CREW_PUBLIC_URL)
api_scopes_json=$(json_list "$api_scopes" CREW_AUTH_API_SCOPES)
ai_json=$(json "$ai_connection_string" CREW_APPINSIGHTS_CONNECTION_STRING)
survey_json=$(json "$survey_script_url" CREW_SURVEY_SCRIPT_URL)
cat > "$settings.tmp" <<JSON
{
  "apiBaseUrl": $api_base_url_json,
  "buildNumber": $build_number_json,
  "accessDeniedMessage": $access_denied_json,
  "defaultErrorMessage": $default_error_json,
  "helpUrl": $help_url_json,
  "customerCareUrl": $customer_care_json,
  "featureFlags": {
    "apiKey": $ld_id_json,
    "isEnabled": $flags_enabled,
    "baseUrl": $ld_base_json,
    "streamUrl": $ld_stream_json,
    "eventsUrl": $ld_events_json
  },
  "logger": { "level": "$log_level" },
  "b2cSettings": {
    "clientId": $client_id_json,
    "authority": $authority_json,
    "knownAuthorities": $known_authorities_json,
    "redirectUri": $redirect_uri_json,
    "postLogoutRedirectUri": $post_logout_json,
    "apiScopes": $api_scopes_json
  },
  "appInsights": {
    "connectionString": $ai_json,
    "showAppInsightComponent": $show_app_insights
  },
  "survey": { "scriptUrl": $survey_json }
}
JSON
mv "$settings.tmp" "$settings"

# The CSP names exactly the origins this deployment talks to.
ingestion=$(printf '%s' "$ai_connection_string" | tr ';' '\n' | sed -n 's/^IngestionEndpoint=//p')
connect="'self' $(origin_of "$api_base_url") $(origin_of "$authority")"
[ "$flags_enabled" = true ] && connect="$connect $(origin_of "$ld_base") $(origin_of "$ld_stream") $(origin_of "$ld_events")"
[ -n "$ingestion" ] && connect="$connect $(origin_of "$ingestion")"
survey_origin=$(origin_of "$survey_script_url")
# Trusted Types enforced, with the app's policies by name (packages/core/src/environment/trusted-types.ts).
trusted_types="require-trusted-types-for 'script'; trusted-types crew-survey-script crew-service-worker"
CREW_WORKER_CSP="default-src 'self'; script-src 'self'${survey_origin:+ $survey_origin}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src $connect; frame-src 'self' $(origin_of "$authority")${survey_origin:+ $survey_origin}; worker-src 'self'; manifest-src 'self'; form-action 'self' $(origin_of "$authority"); frame-ancestors 'self'; base-uri 'none'; object-src 'none'; $trusted_types${csp_report_url:+; report-uri $csp_report_url}"
# Pages report through the Reporting API (report-to) where the browser has it, else report-uri;
# the service worker's policy (above) names report-uri alone.
CREW_CSP="$CREW_WORKER_CSP${csp_report_url:+; report-to csp}"
CREW_REPORTING_ENDPOINTS=${csp_report_url:+csp=\"$csp_report_url\"}
# MSAL's first request, the identity provider's metadata, at the URL MSAL makes of the authority in
# OIDC mode (lower case, one trailing slash): the app's page preloads it beside its scripts.
metadata_url="$(printf '%s' "${authority%/}" | tr '[:upper:]' '[:lower:]')/.well-known/openid-configuration"
CREW_PRELOAD_LINK="<$metadata_url>; rel=preload; as=fetch; crossorigin=anonymous"
export CREW_CSP CREW_WORKER_CSP CREW_REPORTING_ENDPOINTS CREW_PRELOAD_LINK CREW_RUNTIME_DIR="$runtime_dir"

exec "${CADDY:-caddy}" run --config "${CREW_CADDYFILE:-$(dirname "$0")/Caddyfile}" --adapter caddyfile
