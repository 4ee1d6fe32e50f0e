/** Areas built later: apps, uploads, Excel imports, Git tools (catalogue texts of seed 001 section 8). Verbatim, typos included. */
export const areaTexts = {
  apps: {
    created: 'App created successfully',
    updated: 'App is updated successfully',
    goToAppList: 'Go to App List',
    duplicateName: 'AppName already exists please try with another Name',
    duplicatePath: 'PathName already exists please try with another Path',
    failed: 'Couldnot load please re-try',
    reportAppCreated: 'App Successfully Created',
    fileUploaded: 'File Uploaded SuccessFully',
    fileUploadFailed: 'Couldnot Upload File Please Re-Try',
    deleteQuestion: 'Are you sure want to delete the App?',
  },
  upload: {
    success: 'Your file has been submitted successfully',
    failure: 'File upload failed,Please refresh the page and try again',
    failureTitle: 'Error: File Upload Failed, Please Retry with a proper CSV file',
    tooLarge: 'File size must be less than 128 Mb',
  },
  imports: {
    wrongFormat: 'Please upload valid data format',
    notExcel: 'Please upload xls or xlsx format',
    noFile: 'Please Upload File',
    usersRegistered: 'Below users are already registered',
    projectsRegistered: 'Below Projects are already registered',
    uploaded: 'Data uploaded successfully',
    statusTitle: 'Upload Status',
  },
  git: {
    unknownRepo: 'There is no repo with given name \n Please try again',
  },
} as const;
