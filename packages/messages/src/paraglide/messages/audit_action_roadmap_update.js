/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_UpdateInputs */

const en_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap item changed`)
};

const de_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap-Eintrag geändert`)
};

const fr_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément de la feuille de route modifié`)
};

const nl_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmapitem gewijzigd`)
};

const es_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elemento de la hoja de ruta modificado`)
};

const en_xa2_audit_action_roadmap_update = /** @type {(inputs: Audit_Action_Roadmap_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ íţéɱ çĥáñĝéð one ]`)
};

/**
* | output |
* | --- |
* | "Roadmap item changed" |
*
* @param {Audit_Action_Roadmap_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_update = /** @type {((inputs?: Audit_Action_Roadmap_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_UpdateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_update(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_update(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_update(inputs)
	if (locale === "es") return es_audit_action_roadmap_update(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_update(inputs)
	return en_audit_action_roadmap_update(inputs)
});