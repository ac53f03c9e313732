/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_AttemptsInputs */

const en_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

const de_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versuche`)
};

const fr_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentatives`)
};

const nl_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogingen`)
};

const es_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intentos`)
};

const en_xa2_console_outbox_attempts = /** @type {(inputs: Console_Outbox_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åţţéɱþţš ]`)
};

/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Console_Outbox_AttemptsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_attempts = /** @type {((inputs?: Console_Outbox_AttemptsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_AttemptsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_attempts(inputs)
	if (locale === "fr") return fr_console_outbox_attempts(inputs)
	if (locale === "nl") return nl_console_outbox_attempts(inputs)
	if (locale === "es") return es_console_outbox_attempts(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_attempts(inputs)
	return en_console_outbox_attempts(inputs)
});