/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Email_PlaceholderInputs */

const en_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name@example.com`)
};

const de_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`name@beispiel.de`)
};

const fr_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nom@exemple.fr`)
};

const nl_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`naam@voorbeeld.nl`)
};

const es_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nombre@ejemplo.es`)
};

const en_xa2_console_email_placeholder = /** @type {(inputs: Console_Email_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ñáɱé@éẋáɱþļé.çöɱ one]`)
};

/**
* | output |
* | --- |
* | "name@example.com" |
*
* @param {Console_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_email_placeholder = /** @type {((inputs?: Console_Email_PlaceholderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Email_PlaceholderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_email_placeholder(inputs)
	if (locale === "fr") return fr_console_email_placeholder(inputs)
	if (locale === "nl") return nl_console_email_placeholder(inputs)
	if (locale === "es") return es_console_email_placeholder(inputs)
	if (locale === "en-XA") return en_xa2_console_email_placeholder(inputs)
	return en_console_email_placeholder(inputs)
});