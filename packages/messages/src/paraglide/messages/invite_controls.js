/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_ControlsInputs */

const en_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const de_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen`)
};

const fr_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles`)
};

const nl_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls`)
};

const es_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles`)
};

const en_xa2_invite_controls = /** @type {(inputs: Invite_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš ]`)
};

/**
* | output |
* | --- |
* | "Controls" |
*
* @param {Invite_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_controls = /** @type {((inputs?: Invite_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_controls(inputs)
	if (locale === "fr") return fr_invite_controls(inputs)
	if (locale === "nl") return nl_invite_controls(inputs)
	if (locale === "es") return es_invite_controls(inputs)
	if (locale === "en-XA") return en_xa2_invite_controls(inputs)
	return en_invite_controls(inputs)
});