/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Next_ControlInputs */

const en_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next control`)
};

const de_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Kontrolle`)
};

const fr_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle suivant`)
};

const nl_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volgende control`)
};

const es_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control siguiente`)
};

const en_xa2_shortcut_next_control = /** @type {(inputs: Shortcut_Next_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéẋţ çöñţŕöļ o]`)
};

/**
* | output |
* | --- |
* | "Next control" |
*
* @param {Shortcut_Next_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_next_control = /** @type {((inputs?: Shortcut_Next_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Next_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_next_control(inputs)
	if (locale === "fr") return fr_shortcut_next_control(inputs)
	if (locale === "nl") return nl_shortcut_next_control(inputs)
	if (locale === "es") return es_shortcut_next_control(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_next_control(inputs)
	return en_shortcut_next_control(inputs)
});