/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Enable_DescriptionInputs */

const en_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They can sign in again with their usual sign-in methods.`)
};

const de_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person kann sich wieder mit ihren üblichen Anmeldemethoden anmelden.`)
};

const fr_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne peut de nouveau se connecter avec ses méthodes de connexion habituelles.`)
};

const nl_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diegene kan weer aanmelden met de gebruikelijke aanmeldmethoden.`)
};

const es_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede volver a iniciar sesión con sus métodos habituales.`)
};

const en_xa2_console_users_enable_description = /** @type {(inputs: Console_Users_Enable_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý çáñ šíĝñ íñ áĝáíñ ŵíţĥ ţĥéíŕ üšüáļ šíĝñ-íñ ɱéţĥöðš. one two three fou]`)
};

/**
* | output |
* | --- |
* | "They can sign in again with their usual sign-in methods." |
*
* @param {Console_Users_Enable_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_enable_description = /** @type {((inputs?: Console_Users_Enable_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Enable_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_enable_description(inputs)
	if (locale === "fr") return fr_console_users_enable_description(inputs)
	if (locale === "nl") return nl_console_users_enable_description(inputs)
	if (locale === "es") return es_console_users_enable_description(inputs)
	if (locale === "en-XA") return en_xa2_console_users_enable_description(inputs)
	return en_console_users_enable_description(inputs)
});