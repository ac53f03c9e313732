/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_Changed_By_Someone_TitleInputs */

const en_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed by someone else`)
};

const de_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von jemand anderem geändert`)
};

const fr_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifié par quelqu’un d’autre`)
};

const nl_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewijzigd door iemand anders`)
};

const es_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiado por otra persona`)
};

const en_xa2_workspace_changed_by_someone_title = /** @type {(inputs: Workspace_Changed_By_Someone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéð ƀý šöɱéöñé éļšé one t]`)
};

/**
* | output |
* | --- |
* | "Changed by someone else" |
*
* @param {Workspace_Changed_By_Someone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_changed_by_someone_title = /** @type {((inputs?: Workspace_Changed_By_Someone_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_Changed_By_Someone_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_changed_by_someone_title(inputs)
	if (locale === "fr") return fr_workspace_changed_by_someone_title(inputs)
	if (locale === "nl") return nl_workspace_changed_by_someone_title(inputs)
	if (locale === "es") return es_workspace_changed_by_someone_title(inputs)
	if (locale === "en-XA") return en_xa2_workspace_changed_by_someone_title(inputs)
	return en_workspace_changed_by_someone_title(inputs)
});