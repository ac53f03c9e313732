/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Workspace_Changed_ByInputs */

const en_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changed by ${i?.name} while you were here.`)
};

const de_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.name} geändert, während Sie hier waren.`)
};

const fr_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifié par ${i?.name} pendant que vous étiez ici.`)
};

const nl_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewijzigd door ${i?.name} terwijl u hier was.`)
};

const es_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cambiado por ${i?.name} mientras usted estaba aquí.`)
};

const en_xa2_workspace_changed_by = /** @type {(inputs: Workspace_Changed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ƀý ${i?.name} ŵĥíļé ýöü ŵéŕé ĥéŕé. one two th]`)
};

/**
* | output |
* | --- |
* | "Changed by {name} while you were here." |
*
* @param {Workspace_Changed_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_changed_by = /** @type {((inputs: Workspace_Changed_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Changed_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_changed_by(inputs)
	if (locale === "fr") return fr_workspace_changed_by(inputs)
	if (locale === "nl") return nl_workspace_changed_by(inputs)
	if (locale === "es") return es_workspace_changed_by(inputs)
	if (locale === "en-XA") return en_xa2_workspace_changed_by(inputs)
	return en_workspace_changed_by(inputs)
});