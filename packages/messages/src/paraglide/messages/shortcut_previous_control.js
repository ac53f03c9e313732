/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcut_Previous_ControlInputs */

const en_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous control`)
};

const de_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Kontrolle`)
};

const fr_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôle précédent`)
};

const nl_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige control`)
};

const es_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Control anterior`)
};

const en_xa2_shortcut_previous_control = /** @type {(inputs: Shortcut_Previous_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕéṽíöüš çöñţŕöļ one]`)
};

/**
* | output |
* | --- |
* | "Previous control" |
*
* @param {Shortcut_Previous_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_previous_control = /** @type {((inputs?: Shortcut_Previous_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcut_Previous_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcut_previous_control(inputs)
	if (locale === "fr") return fr_shortcut_previous_control(inputs)
	if (locale === "nl") return nl_shortcut_previous_control(inputs)
	if (locale === "es") return es_shortcut_previous_control(inputs)
	if (locale === "en-XA") return en_xa2_shortcut_previous_control(inputs)
	return en_shortcut_previous_control(inputs)
});