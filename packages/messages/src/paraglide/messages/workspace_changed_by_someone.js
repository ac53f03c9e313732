/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Changed_By_SomeoneInputs */

const en_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, changed by someone else`)
};

const de_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, von jemand anderem geändert`)
};

const fr_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, modifié par quelqu’un d’autre`)
};

const nl_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, gewijzigd door iemand anders`)
};

const es_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, cambiado por otra persona`)
};

const en_xa2_workspace_changed_by_someone = /** @type {(inputs: Workspace_Changed_By_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[, çĥáñĝéð ƀý šöɱéöñé éļšé one tw]`)
};

/**
* | output |
* | --- |
* | ", changed by someone else" |
*
* @param {Workspace_Changed_By_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_changed_by_someone = /** @type {((inputs?: Workspace_Changed_By_SomeoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Changed_By_SomeoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_changed_by_someone(inputs)
	if (locale === "fr") return fr_workspace_changed_by_someone(inputs)
	if (locale === "nl") return nl_workspace_changed_by_someone(inputs)
	if (locale === "es") return es_workspace_changed_by_someone(inputs)
	if (locale === "en-XA") return en_xa2_workspace_changed_by_someone(inputs)
	return en_workspace_changed_by_someone(inputs)
});