/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_No_SuchInputs */

const en_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such user`)
};

const de_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein solcher Benutzer`)
};

const fr_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateur introuvable`)
};

const nl_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen gebruiker gevonden`)
};

const es_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese usuario`)
};

const en_xa2_console_users_no_such = /** @type {(inputs: Console_Users_No_SuchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüçĥ üšéŕ o]`)
};

/**
* | output |
* | --- |
* | "No such user" |
*
* @param {Console_Users_No_SuchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_no_such = /** @type {((inputs?: Console_Users_No_SuchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_No_SuchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_no_such(inputs)
	if (locale === "fr") return fr_console_users_no_such(inputs)
	if (locale === "nl") return nl_console_users_no_such(inputs)
	if (locale === "es") return es_console_users_no_such(inputs)
	if (locale === "en-XA") return en_xa2_console_users_no_such(inputs)
	return en_console_users_no_such(inputs)
});