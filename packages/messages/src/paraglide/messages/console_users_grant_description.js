/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Grant_DescriptionInputs */

const en_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They can open the service console and act on every organisation. They are signed out and get the access when they sign in again.`)
};

const de_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person kann die Service-Konsole öffnen und in jeder Organisation handeln. Sie wird abgemeldet und erhält den Zugang bei der nächsten Anmeldung.`)
};

const fr_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne peut ouvrir la console de service et agir sur chaque organisation. Elle est déconnectée et obtient l’accès à sa prochaine connexion.`)
};

const nl_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diegene kan de serviceconsole openen en in elke organisatie handelen. Diegene wordt afgemeld en krijgt de toegang bij de volgende aanmelding.`)
};

const es_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podrá abrir la consola de servicio y actuar en cualquier organización. Se cierra su sesión y obtiene el acceso al volver a iniciarla.`)
};

const en_xa2_console_users_grant_description = /** @type {(inputs: Console_Users_Grant_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý çáñ öþéñ ţĥé šéŕṽíçé çöñšöļé áñð áçţ öñ éṽéŕý öŕĝáñíšáţíöñ. Ţĥéý áŕé šíĝñéð öüţ áñð ĝéţ ţĥé áççéšš ŵĥéñ ţĥéý šíĝñ íñ áĝáíñ. one two three four five six seven eight ni]`)
};

/**
* | output |
* | --- |
* | "They can open the service console and act on every organisation. They are signed out and get the access when they sign in again." |
*
* @param {Console_Users_Grant_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_grant_description = /** @type {((inputs?: Console_Users_Grant_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Grant_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_grant_description(inputs)
	if (locale === "fr") return fr_console_users_grant_description(inputs)
	if (locale === "nl") return nl_console_users_grant_description(inputs)
	if (locale === "es") return es_console_users_grant_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_grant_description(inputs)
	return en_console_users_grant_description(inputs)
});