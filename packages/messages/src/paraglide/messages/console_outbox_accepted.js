/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_AcceptedInputs */

const en_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted`)
};

const de_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angenommen`)
};

const fr_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceptés`)
};

const nl_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geaccepteerd`)
};

const es_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptados`)
};

const en_xa2_console_outbox_accepted = /** @type {(inputs: Console_Outbox_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţéð ]`)
};

/**
* | output |
* | --- |
* | "Accepted" |
*
* @param {Console_Outbox_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_accepted = /** @type {((inputs?: Console_Outbox_AcceptedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_AcceptedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_accepted(inputs)
	if (locale === "fr") return fr_console_outbox_accepted(inputs)
	if (locale === "nl") return nl_console_outbox_accepted(inputs)
	if (locale === "es") return es_console_outbox_accepted(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_accepted(inputs)
	return en_console_outbox_accepted(inputs)
});