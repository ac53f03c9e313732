/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Disable_DescriptionInputs */

const en_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are signed out everywhere and cannot sign in until the account is enabled again. Their data stays.`)
};

const de_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person wird überall abgemeldet und kann sich erst wieder anmelden, wenn das Konto aktiviert wird. Ihre Daten bleiben erhalten.`)
};

const fr_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne est déconnectée partout et ne peut plus se connecter tant que le compte n’est pas réactivé. Ses données restent.`)
};

const nl_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diegene wordt overal afgemeld en kan pas weer aanmelden als het account weer is ingeschakeld. De gegevens blijven bewaard.`)
};

const es_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se cierra su sesión en todas partes y no puede iniciarla hasta que se reactive la cuenta. Sus datos se conservan.`)
};

const en_xa2_console_users_disable_description = /** @type {(inputs: Console_Users_Disable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý áŕé šíĝñéð öüţ éṽéŕýŵĥéŕé áñð çáññöţ šíĝñ íñ üñţíļ ţĥé áççöüñţ íš éñáƀļéð áĝáíñ. Ţĥéíŕ ðáţá šţáýš. one two three four five six seven]`)
};

/**
* | output |
* | --- |
* | "They are signed out everywhere and cannot sign in until the account is enabled again. Their data stays." |
*
* @param {Console_Users_Disable_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_disable_description = /** @type {((inputs?: Console_Users_Disable_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Disable_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_disable_description(inputs)
	if (locale === "fr") return fr_console_users_disable_description(inputs)
	if (locale === "nl") return nl_console_users_disable_description(inputs)
	if (locale === "es") return es_console_users_disable_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_disable_description(inputs)
	return en_console_users_disable_description(inputs)
});