/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Any_StateInputs */

const en_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any state`)
};

const de_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Status`)
};

const fr_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout état`)
};

const nl_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke status`)
};

const es_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier estado`)
};

const en_xa2_console_outbox_any_state = /** @type {(inputs: Console_Outbox_Any_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý šţáţé ]`)
};

/**
* | output |
* | --- |
* | "Any state" |
*
* @param {Console_Outbox_Any_StateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_any_state = /** @type {((inputs?: Console_Outbox_Any_StateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Any_StateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_any_state(inputs)
	if (locale === "fr") return fr_console_outbox_any_state(inputs)
	if (locale === "nl") return nl_console_outbox_any_state(inputs)
	if (locale === "es") return es_console_outbox_any_state(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_any_state(inputs)
	return en_console_outbox_any_state(inputs)
});