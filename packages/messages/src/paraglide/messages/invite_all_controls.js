/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Invite_All_ControlsInputs */

const en_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All ${i?.count} controls`)
};

const de_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle ${i?.count} Kontrollen`)
};

const fr_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les ${i?.count} contrôles`)
};

const nl_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle ${i?.count} controls`)
};

const es_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Los ${i?.count} controles`)
};

const en_xa2_invite_all_controls = /** @type {(inputs: Invite_All_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åļļ ${i?.count} çöñţŕöļš one ]`)
};

/**
* | output |
* | --- |
* | "All {count} controls" |
*
* @param {Invite_All_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_all_controls = /** @type {((inputs: Invite_All_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_All_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_all_controls(inputs)
	if (locale === "fr") return fr_invite_all_controls(inputs)
	if (locale === "nl") return nl_invite_all_controls(inputs)
	if (locale === "es") return es_invite_all_controls(inputs)
	if (locale === "en-XA") return en_xa2_invite_all_controls(inputs)
	return en_invite_all_controls(inputs)
});