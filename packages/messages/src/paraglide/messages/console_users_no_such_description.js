/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_No_Such_DescriptionInputs */

const en_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account has this user id. Check it, or search by email address.`)
};

const de_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Konto hat diese Benutzer-ID. Prüfen Sie sie oder suchen Sie nach der E-Mail-Adresse.`)
};

const fr_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte n’a cet identifiant. Vérifiez-le ou recherchez par adresse e-mail.`)
};

const nl_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen account heeft deze gebruikers-id. Controleer hem of zoek op e-mailadres.`)
};

const es_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna cuenta tiene este id de usuario. Compruébalo o busca por dirección de correo.`)
};

const en_xa2_console_users_no_such_description = /** @type {(inputs: Console_Users_No_Such_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áççöüñţ ĥáš ţĥíš üšéŕ íð. Çĥéçķ íţ, öŕ šéáŕçĥ ƀý éɱáíļ áððŕéšš. one two three four f]`)
};

/**
* | output |
* | --- |
* | "No account has this user id. Check it, or search by email address." |
*
* @param {Console_Users_No_Such_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_no_such_description = /** @type {((inputs?: Console_Users_No_Such_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_No_Such_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_no_such_description(inputs)
	if (locale === "fr") return fr_console_users_no_such_description(inputs)
	if (locale === "nl") return nl_console_users_no_such_description(inputs)
	if (locale === "es") return es_console_users_no_such_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_no_such_description(inputs)
	return en_console_users_no_such_description(inputs)
});