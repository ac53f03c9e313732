/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Retry_HintInputs */

const en_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The extension tries again and counts one more attempt.`)
};

const de_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Erweiterung versucht es erneut und zählt einen weiteren Versuch.`)
};

const fr_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’extension réessaie et compte une tentative de plus.`)
};

const nl_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De extensie probeert het opnieuw en telt één poging meer.`)
};

const es_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La extensión lo vuelve a intentar y cuenta un intento más.`)
};

const en_xa2_console_outbox_retry_hint = /** @type {(inputs: Console_Outbox_Retry_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋţéñšíöñ ţŕíéš áĝáíñ áñð çöüñţš öñé ɱöŕé áţţéɱþţ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "The extension tries again and counts one more attempt." |
*
* @param {Console_Outbox_Retry_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_retry_hint = /** @type {((inputs?: Console_Outbox_Retry_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Retry_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_retry_hint(inputs)
	if (locale === "fr") return fr_console_outbox_retry_hint(inputs)
	if (locale === "nl") return nl_console_outbox_retry_hint(inputs)
	if (locale === "es") return es_console_outbox_retry_hint(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_retry_hint(inputs)
	return en_console_outbox_retry_hint(inputs)
});