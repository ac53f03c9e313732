/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Find_DescriptionInputs */

const en_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search by email address or user id to see their organisation, sign-ins and access.`)
};

const de_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suchen Sie nach E-Mail-Adresse oder Benutzer-ID, um Organisation, Anmeldungen und Zugang zu sehen.`)
};

const fr_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherchez par adresse e-mail ou identifiant pour voir son organisation, ses connexions et ses accès.`)
};

const nl_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoek op e-mailadres of gebruikers-id om de organisatie, aanmeldingen en toegang te zien.`)
};

const es_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Busca por dirección de correo o id de usuario para ver su organización, sus inicios de sesión y su acceso.`)
};

const en_xa2_console_users_find_description = /** @type {(inputs: Console_Users_Find_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ƀý éɱáíļ áððŕéšš öŕ üšéŕ íð ţö šéé ţĥéíŕ öŕĝáñíšáţíöñ, šíĝñ-íñš áñð áççéšš. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Search by email address or user id to see their organisation, sign-ins and access." |
*
* @param {Console_Users_Find_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_find_description = /** @type {((inputs?: Console_Users_Find_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Find_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_find_description(inputs)
	if (locale === "fr") return fr_console_users_find_description(inputs)
	if (locale === "nl") return nl_console_users_find_description(inputs)
	if (locale === "es") return es_console_users_find_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_find_description(inputs)
	return en_console_users_find_description(inputs)
});