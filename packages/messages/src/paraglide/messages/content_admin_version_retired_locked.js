/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Version_Retired_LockedInputs */

const en_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} is retired and can no longer change. Start a new version to edit it.`)
};

const de_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} ist außer Dienst und kann sich nicht mehr ändern. Beginnen Sie eine neue Version, um sie zu bearbeiten.`)
};

const fr_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La version ${i?.version} est retirée et ne peut plus changer. Commencez une nouvelle version pour la modifier.`)
};

const nl_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} is buiten gebruik en kan niet meer veranderen. Begin een nieuwe versie om haar te bewerken.`)
};

const es_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La versión ${i?.version} está retirada y ya no puede cambiar. Empieza una nueva versión para editarla.`)
};

const en_xa2_content_admin_version_retired_locked = /** @type {(inputs: Content_Admin_Version_Retired_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} íš ŕéţíŕéð áñð çáñ ñö ļöñĝéŕ çĥáñĝé. Šţáŕţ á ñéŵ ṽéŕšíöñ ţö éðíţ íţ. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Version {version} is retired and can no longer change. Start a new version to edit it." |
*
* @param {Content_Admin_Version_Retired_LockedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_version_retired_locked = /** @type {((inputs: Content_Admin_Version_Retired_LockedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Version_Retired_LockedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_version_retired_locked(inputs)
	if (locale === "fr") return fr_content_admin_version_retired_locked(inputs)
	if (locale === "nl") return nl_content_admin_version_retired_locked(inputs)
	if (locale === "es") return es_content_admin_version_retired_locked(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_version_retired_locked(inputs)
	return en_content_admin_version_retired_locked(inputs)
});