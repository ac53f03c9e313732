/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_MoveInputs */

const en_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap item moved`)
};

const de_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap-Eintrag verschoben`)
};

const fr_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément de la feuille de route déplacé`)
};

const nl_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmapitem verplaatst`)
};

const es_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elemento de la hoja de ruta movido`)
};

const en_xa2_audit_action_roadmap_move = /** @type {(inputs: Audit_Action_Roadmap_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ íţéɱ ɱöṽéð one]`)
};

/**
* | output |
* | --- |
* | "Roadmap item moved" |
*
* @param {Audit_Action_Roadmap_MoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_move = /** @type {((inputs?: Audit_Action_Roadmap_MoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_MoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_move(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_move(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_move(inputs)
	if (locale === "es") return es_audit_action_roadmap_move(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_move(inputs)
	return en_audit_action_roadmap_move(inputs)
});