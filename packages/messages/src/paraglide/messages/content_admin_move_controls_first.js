/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Move_Controls_FirstInputs */

const en_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move or remove its controls first`)
};

const de_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschieben oder entfernen Sie zuerst ihre Kontrollen`)
};

const fr_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacez ou supprimez d’abord ses contrôles`)
};

const nl_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplaats of verwijder eerst de controls ervan`)
};

const es_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mueve o elimina primero sus controles`)
};

const en_xa2_content_admin_move_controls_first = /** @type {(inputs: Content_Admin_Move_Controls_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁöṽé öŕ ŕéɱöṽé íţš çöñţŕöļš ƒíŕšţ one two t]`)
};

/**
* | output |
* | --- |
* | "Move or remove its controls first" |
*
* @param {Content_Admin_Move_Controls_FirstInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_move_controls_first = /** @type {((inputs?: Content_Admin_Move_Controls_FirstInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Move_Controls_FirstInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_move_controls_first(inputs)
	if (locale === "fr") return fr_content_admin_move_controls_first(inputs)
	if (locale === "nl") return nl_content_admin_move_controls_first(inputs)
	if (locale === "es") return es_content_admin_move_controls_first(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_move_controls_first(inputs)
	return en_content_admin_move_controls_first(inputs)
});