/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Last_AttemptInputs */

const en_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last attempt ended`)
};

const de_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzter Versuch beendet`)
};

const fr_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la dernière tentative`)
};

const nl_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatste poging beëindigd`)
};

const es_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último intento terminado`)
};

const en_xa2_console_outbox_last_attempt = /** @type {(inputs: Console_Outbox_Last_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ áţţéɱþţ éñðéð one]`)
};

/**
* | output |
* | --- |
* | "Last attempt ended" |
*
* @param {Console_Outbox_Last_AttemptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_last_attempt = /** @type {((inputs?: Console_Outbox_Last_AttemptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Last_AttemptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_last_attempt(inputs)
	if (locale === "fr") return fr_console_outbox_last_attempt(inputs)
	if (locale === "nl") return nl_console_outbox_last_attempt(inputs)
	if (locale === "es") return es_console_outbox_last_attempt(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_last_attempt(inputs)
	return en_console_outbox_last_attempt(inputs)
});