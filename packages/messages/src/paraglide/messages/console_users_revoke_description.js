/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Revoke_DescriptionInputs */

const en_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their next call to the service console is refused; they are signed out everywhere.`)
};

const de_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der nächste Aufruf der Service-Konsole wird abgelehnt; die Person wird überall abgemeldet.`)
};

const fr_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son prochain appel à la console de service est refusé ; la personne est déconnectée partout.`)
};

const nl_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De volgende aanroep van de serviceconsole wordt geweigerd; diegene wordt overal afgemeld.`)
};

const es_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su próxima llamada a la consola de servicio se rechaza; se cierra su sesión en todas partes.`)
};

const en_xa2_console_users_revoke_description = /** @type {(inputs: Console_Users_Revoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéíŕ ñéẋţ çáļļ ţö ţĥé šéŕṽíçé çöñšöļé íš ŕéƒüšéð; ţĥéý áŕé šíĝñéð öüţ éṽéŕýŵĥéŕé. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Their next call to the service console is refused; they are signed out everywhere." |
*
* @param {Console_Users_Revoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_revoke_description = /** @type {((inputs?: Console_Users_Revoke_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Revoke_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_revoke_description(inputs)
	if (locale === "fr") return fr_console_users_revoke_description(inputs)
	if (locale === "nl") return nl_console_users_revoke_description(inputs)
	if (locale === "es") return es_console_users_revoke_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_revoke_description(inputs)
	return en_console_users_revoke_description(inputs)
});